// #region dotenv
console.log(`API: ${import.meta.env.WEBPACK_API_URL}`);
console.log(`Support: ${process.env.WEBPACK_SUPPORT_EMAIL}`);
// #endregion
// #region define
console.log(`Channel: ${__RELEASE_CHANNEL__}`);
// #endregion
// #region node-env
console.log(`Mode: ${process.env.NODE_ENV}`);

if (process.env.NODE_ENV !== 'production') {
  console.log('Debug logging is on');
}
// #endregion
