import type { GlossaryEntry } from '@/i18n/glossary-entry';
import type { Locale } from '@/i18n/locales';

/**
 * The key terms of each non-English catalogue (app, device, app key, heartbeat, sign in) and a few
 * rules of register, so that a language keeps one word for one thing (i18n/glossary.test.ts).
 */
export const GLOSSARY: Readonly<Record<Exclude<Locale, 'en'>, readonly GlossaryEntry[]>> = {
  da: [
    { term: 'app', preferred: 'app', forbidden: ['applikation\\p{L}*'] },
    { term: 'device', preferred: 'enhed', forbidden: ['apparat\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'appnøgle',
      forbidden: ['app-nøgle\\p{L}*', 'applikationsnøgle\\p{L}*', 'app keys?'],
    },
    { term: 'heartbeat', preferred: 'livstegn', forbidden: ['hjerteslag\\p{L}*', 'heartbeats?'] },
    { term: 'sign in', preferred: 'log ind', forbidden: ['log(?:ge)? på', 'sign(?:ing)? in'] },
  ],
  de: [
    { term: 'app', preferred: 'App', forbidden: ['Anwendung\\p{L}*', 'Applikation\\p{L}*'] },
    { term: 'device', preferred: 'Gerät', forbidden: ['Endgerät\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'App-Schlüssel',
      forbidden: ['App-Key\\p{L}*', 'Appschlüssel\\p{L}*', 'Anwendungsschlüssel\\p{L}*', 'App Keys?'],
    },
    { term: 'heartbeat', preferred: 'Lebenszeichen', forbidden: ['Heartbeats?', 'Herzschl\\p{L}*'] },
    { term: 'sign in', preferred: 'anmelden', forbidden: ['einlogg\\p{L}*', 'loggen Sie sich', 'Log-?in'] },
  ],
  el: [
    { term: 'app', preferred: 'εφαρμογή', forbidden: ['apps?'] },
    { term: 'device', preferred: 'συσκευή', forbidden: ['devices?', 'μηχάνημα\\p{L}*'] },
    { term: 'app key', preferred: 'κλειδί εφαρμογής', forbidden: ['app keys?', 'κλειδ\\p{L}* API'] },
    {
      term: 'heartbeat',
      preferred: 'σήματα παρουσίας',
      forbidden: ['heartbeats?', 'παλμ\\p{L}*', 'σήμα(?:τα)? ζωής', 'καρδιακ\\p{L}*'],
    },
    { term: 'sign in', preferred: 'σύνδεση', forbidden: ['είσοδ\\p{L}*', 'log-?in'] },
  ],
  fr: [
    { term: 'app', preferred: 'application', forbidden: ['apps?', 'applis?'] },
    { term: 'device', preferred: 'appareil', forbidden: ['périphérique\\p{L}*', 'terminal', 'terminaux'] },
    { term: 'app key', preferred: "clé d'application", forbidden: ["clés? de l'application", 'app keys?'] },
    {
      term: 'heartbeat',
      preferred: 'signaux de présence',
      forbidden: ['heartbeats?', 'pulsations?', 'battements? de cœur', 'signa(?:l|ux) de vie'],
    },
    {
      term: 'sign in',
      preferred: 'connecte',
      forbidden: ["s'identifier", 'identifiez-vous', 'ouvr\\p{L}* une session', 'log-?in'],
    },
  ],
  hu: [
    { term: 'app', preferred: 'alkalmazás', forbidden: ['apps?', 'appok', 'applikáci\\p{L}*'] },
    { term: 'device', preferred: 'eszköz', forbidden: ['készülék\\p{L}*', 'berendezés\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'alkalmazáskulcs',
      forbidden: ['alkalmazás-kulcs\\p{L}*', 'app-kulcs\\p{L}*'],
    },
    { term: 'heartbeat', preferred: 'életjel', forbidden: ['heartbeat\\p{L}*', 'szívverés\\p{L}*'] },
    { term: 'sign in', preferred: 'bejelentkez', forbidden: ['belép\\p{L}*', 'log-?in'] },
  ],
  it: [
    { term: 'app', preferred: 'app', forbidden: ['applicazion[ei]', 'applicativ[oi]'] },
    { term: 'device', preferred: 'dispositivo', forbidden: ['apparecchi\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'chiave app',
      forbidden: ["chiav[ei] dell'app\\p{L}*", 'chiav[ei] (?:dell[ae] )?applicazion[ei]', 'app keys?'],
    },
    {
      term: 'heartbeat',
      preferred: 'segnali di attività',
      forbidden: ['heartbeats?', 'battit\\p{L}*', 'segnal[ei] di vita'],
    },
    { term: 'sign in', preferred: 'accedi', forbidden: ['log-?in', 'loggar\\p{L}*'] },
  ],
  ja: [
    { term: 'app', preferred: 'アプリ', forbidden: ['アプリケーション'] },
    { term: 'device', preferred: 'デバイス', forbidden: ['端末', '機器', 'ディバイス'] },
    {
      term: 'app key',
      preferred: 'アプリキー',
      forbidden: ['アプリケーションキー', 'アプリ鍵', 'API ?キー'],
    },
    { term: 'heartbeat', preferred: 'ハートビート', forbidden: ['生存信号', '死活信号', '死活監視'] },
    { term: 'sign in', preferred: 'ログイン', forbidden: ['サインイン', 'ログオン', 'サインオン'] },
  ],
  pl: [
    { term: 'app', preferred: 'aplikacj', forbidden: ['apps?', 'apk[aęiąo]'] },
    { term: 'device', preferred: 'urządzeni', forbidden: ['sprzęt\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'klucz aplikacji',
      forbidden: ['klucz\\p{L}* aplikacyjn\\p{L}*', 'app keys?'],
    },
    {
      term: 'heartbeat',
      preferred: 'sygnały aktywności',
      forbidden: ['heartbeat\\p{L}*', 'puls\\p{L}*', 'sygnał\\p{L}* życia', 'bicie serca'],
    },
    { term: 'sign in', preferred: 'zaloguj', forbidden: ['login\\p{L}*'] },
  ],
  pt: [
    { term: 'app', preferred: 'aplicativo', forbidden: ['apps?', 'aplicaç(?:ão|ões)'] },
    { term: 'device', preferred: 'dispositivo', forbidden: ['aparelhos?', 'equipamentos?'] },
    {
      term: 'app key',
      preferred: 'chave do aplicativo',
      forbidden: ['chaves? da aplicação', 'chaves? do app', 'app keys?'],
    },
    {
      term: 'heartbeat',
      preferred: 'sinais de atividade',
      forbidden: ['heartbeats?', 'batimentos?', 'pulsaç(?:ão|ões)', 'sina(?:l|is) de vida'],
    },
    {
      term: 'sign in',
      preferred: 'entrar',
      forbidden: ['inici\\p{L}* (?:a )?sessão', 'sessão iniciada', 'fa(?:zer|ça) login', 'log-?in'],
    },
    {
      // The catalogue is Brazilian: "seu navegador", "tela", "usuário", "arquivo".
      term: 'Brazilian Portuguese',
      preferred: 'seu',
      forbidden: [
        'o seu',
        'a sua',
        'os seus',
        'as suas',
        'ecrã',
        'utilizador\\p{L}*',
        'ficheiro\\p{L}*',
        'telemóve\\p{L}*',
      ],
    },
  ],
  ru: [
    { term: 'app', preferred: 'приложени', forbidden: ['apps?', 'аппликаци\\p{L}*'] },
    { term: 'device', preferred: 'устройств', forbidden: ['девайс\\p{L}*', 'аппарат\\p{L}*'] },
    { term: 'app key', preferred: 'ключ приложения', forbidden: ['ключ\\p{L}* API', 'app keys?'] },
    {
      term: 'heartbeat',
      preferred: 'сигналы активности',
      forbidden: ['heartbeat\\p{L}*', 'пульс\\p{L}*', 'сердцебиени\\p{L}*', 'хартбит\\p{L}*'],
    },
    { term: 'sign in', preferred: 'войти', forbidden: ['авториз\\p{L}*', 'залогин\\p{L}*', 'логин\\p{L}*'] },
  ],
  es: [
    { term: 'app', preferred: 'aplicación', forbidden: ['apps?'] },
    { term: 'device', preferred: 'dispositivo', forbidden: ['equipos?', 'terminal(?:es)?', 'aparatos?'] },
    {
      term: 'app key',
      preferred: 'clave de aplicación',
      forbidden: ['claves? de app', 'llaves? de (?:la )?aplicación', 'app keys?'],
    },
    {
      term: 'heartbeat',
      preferred: 'señales de actividad',
      forbidden: ['heartbeats?', 'latidos?', 'pulsos?', 'señal(?:es)? de vida'],
    },
    {
      term: 'sign in',
      preferred: 'iniciar sesión',
      forbidden: ['acced\\p{L}*', 'ingres[ae]\\p{L}*', 'log-?in', 'loguea\\p{L}*'],
    },
    {
      // The catalogue addresses its reader as usted ("Inicie sesión", "su navegador"): no tú forms.
      term: 'usted',
      preferred: 'inicie sesión',
      forbidden: [
        'tú',
        'tu',
        'tus',
        'ti',
        'te',
        'contigo',
        'inicia sesión',
        'vuelve a (?:cargar|iniciar|intentar)',
        'puedes',
        'tienes',
      ],
    },
  ],
  sv: [
    { term: 'app', preferred: 'app', forbidden: ['applikation\\p{L}*'] },
    { term: 'device', preferred: 'enhet', forbidden: ['apparat\\p{L}*'] },
    {
      term: 'app key',
      preferred: 'appnyckel',
      forbidden: ['app-nyck\\p{L}*', 'applikationsnyck\\p{L}*', 'app keys?'],
    },
    {
      term: 'heartbeat',
      preferred: 'livstecken',
      forbidden: ['hjärtslag\\p{L}*', 'pulsslag\\p{L}*', 'heartbeats?'],
    },
    { term: 'sign in', preferred: 'logga in', forbidden: ['logga på', 'log-?in'] },
  ],
  tr: [
    { term: 'app', preferred: 'uygulama', forbidden: ['apps?', 'aplikasyon\\p{L}*'] },
    { term: 'device', preferred: 'cihaz', forbidden: ['aygıt\\p{L}*'] },
    { term: 'app key', preferred: 'uygulama anahtar', forbidden: ['api anahtar\\p{L}*', 'app keys?'] },
    {
      term: 'heartbeat',
      preferred: 'yaşam sinyal',
      forbidden: ['heartbeat\\p{L}*', 'kalp atış\\p{L}*', 'nabız\\p{L}*', 'canlılık sinyal\\p{L}*'],
    },
    {
      term: 'sign in',
      preferred: 'giriş yap',
      forbidden: ['oturum aç\\p{L}*', 'sisteme gir\\p{L}*', 'log-?in'],
    },
  ],
  zh: [
    { term: 'app', preferred: '应用', forbidden: ['应用程序', 'apps?', '软件'] },
    { term: 'device', preferred: '设备', forbidden: ['装置', '终端'] },
    {
      term: 'app key',
      preferred: '应用密钥',
      forbidden: ['应用密匙', '应用秘钥', '应用程序密钥', 'app ?keys?'],
    },
    { term: 'heartbeat', preferred: '心跳', forbidden: ['heartbeats?', '脉搏', '存活信号'] },
    { term: 'sign in', preferred: '登录', forbidden: ['登入', '登陆', '签入'] },
    {
      // 名称 names things (an app); a person's name is 名字.
      term: "a person's name",
      preferred: '名字',
      forbidden: ['名称'],
      keys: /^(?:UpdateNameModal|UserMenu)\./,
    },
    {
      // A device is "seen" when it reports: 首次上报/最近上报, not 出现 ("appear").
      term: 'device seen',
      preferred: '上报',
      forbidden: ['出现'],
      keys: /^(?:DeviceColumns|Dashboard\.chart)\./,
    },
  ],
};
