/** The prerender's form of a deferred view: the component rendered in place inside its frame. */
import type { ComponentType, ReactNode } from 'react';
import { DeferredFrame } from './deferred.tsx';
import type { ViewSetting } from './view-settings.ts';

/** The view in its frame, with the markup the browser's deferred view adopts. */
export function framed<P extends object>(setting: ViewSetting, View: ComponentType<P>): ComponentType<P> {
  function Framed(props: P): ReactNode {
    return (
      <DeferredFrame name={setting.name}>
        <View {...props} />
      </DeferredFrame>
    );
  }
  return Framed;
}
