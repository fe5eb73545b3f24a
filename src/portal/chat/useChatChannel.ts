import { useEffect, useState } from 'react';
import { useConfig, useRuntime } from '../app/runtime';

interface ChannelConfig {
  channelKey: string;
  countryName: string;
}

/**
 * The chat channel (spec section 7 "Other"): the signed-in or the guest channel-config call; code 0
 * means its data is used, anything else (or a failure, which is ignored) the default channel. Loaded
 * again whenever the login status changes, after the script clean-up wait (config supportChat).
 */
export function useChatChannel(loggedIn: boolean): ChannelConfig | undefined {
  const runtime = useRuntime();
  const config = useConfig();
  const fallback = config.regulator.supportChat.channel;
  const wait = config.constants.supportChat.scriptCleanupWaitMs;
  const [channel, setChannel] = useState<ChannelConfig>();
  useEffect(() => {
    let live = true;
    setChannel(undefined);
    const timer = setTimeout(() => {
      runtime
        .api<ChannelConfig>({ method: 'GET', base: 'web', path: loggedIn ? 'support-chat/config' : 'support-chat/guest-config', quiet: true, background: true })
        .then((data) => (data.channelKey ? data : { channelKey: fallback, countryName: data.countryName }))
        .catch(() => ({ channelKey: fallback, countryName: '' }))
        .then((loaded) => live && setChannel(loaded));
    }, wait);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runtime, loggedIn, fallback, wait]);
  return channel;
}
