export { captchaMachine, cacheBuster, type CaptchaEvent, type CaptchaInput } from './captchaMachine';
