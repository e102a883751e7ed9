/** The analytics measurement id a build was made with (webpack DefinePlugin; '' for none). */
declare const __ANALYTICS_ID__: string;
