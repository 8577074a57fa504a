/**
 * The SDK integration guide shown until an admin saves their own version. The guide page replaces
 * {{APP_KEY}} with the chosen app's key and {{INGEST_URL}} with the full heartbeat endpoint URL
 * ('<dashboard API origin>/api/v1/devices/heartbeat'). Code blocks are fenced with ~~~ so that the
 * text needs few escapes here.
 */
export const DEFAULT_SDK_GUIDE = `# Integrate Fleetdeck into your app

Fleetdeck shows each installation of your app as a **device**. A device is **online** while it keeps
sending a small **heartbeat** request: it counts as online for the platform's online window after its last
heartbeat (5 minutes by default).
There is nothing to install: the heartbeat is one HTTPS request, and the snippets below are complete.

- **App key:** \`{{APP_KEY}}\`
- **Ingest URL:** \`{{INGEST_URL}}\`

The app key identifies your app; it travels inside your app, so treat it as public but not as
something to publish. If it leaks or is abused, rotate it on the **App management** page: the old key stops
working at once, so ship the new key in an update first if you want devices to keep reporting.

## The heartbeat

Send \`POST {{INGEST_URL}}\` with the header \`X-App-Key: {{APP_KEY}}\` and a JSON body:

| Field | Required | What to send |
| --- | --- | --- |
| \`deviceId\` | yes | A stable id of this installation, 1 to 128 characters: letters, digits, \`.\` \`_\` \`:\` \`-\`. Generate a random UUID on first launch and store it. |
| \`platform\` | no | \`android\`, \`ios\`, \`web\` or \`other\`. The app's platform when omitted. |
| \`osVersion\` | no | Operating system version, up to 64 characters. |
| \`model\` | no | Device model or browser, up to 64 characters. |
| \`sdkVersion\` | no | Version of your integration, up to 64 characters. |
| \`appVersion\` | no | Version of your app, up to 64 characters. |

Details you leave out keep the value of an earlier heartbeat. Send a heartbeat when the app starts
or comes to the foreground, then **every 60 seconds** while it is in use.

| Answer | Meaning | What to do |
| --- | --- | --- |
| \`202 Accepted\` | Recorded; the device is online. | Send the next one in 60 seconds. |
| \`400 validation_failed\` | A field is not valid; \`error.fields\` names it. | Fix the body. |
| \`401 invalid_app_key\` | The key is wrong or was rotated. | Ship the current key. Retry rarely (every 15 minutes). |
| \`403 app_suspended\` | The app was suspended by an administrator. | Contact support. Retry rarely. |
| \`429 rate_limited\` | Too many heartbeats from this device or for this app right now. | Wait the seconds given in \`Retry-After\`. |
| \`5xx\` or no answer | The service or the network is unavailable. | Try again at the next heartbeat. |

Use a random id rather than a hardware identifier: it needs no permission and it is not personal data.

## Android (Kotlin)

Add the internet permission to \`AndroidManifest.xml\`:

~~~xml
<uses-permission android:name="android.permission.INTERNET" />
~~~

Add the lifecycle and coroutines libraries to your module's \`build.gradle.kts\`:

~~~kotlin
dependencies {
    implementation("androidx.lifecycle:lifecycle-process:2.8.7")
    implementation("androidx.lifecycle:lifecycle-runtime-ktx:2.8.7")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.9.0")
}
~~~

Add this file to your app. It sends heartbeats while the app is in the foreground and stops in the background:

~~~kotlin
package com.example.fleetdeck

import android.content.Context
import android.os.Build
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.ProcessLifecycleOwner
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import java.net.HttpURLConnection
import java.net.URL
import java.util.UUID
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.json.JSONObject

object Fleetdeck {
    private const val APP_KEY = "{{APP_KEY}}"
    private const val INGEST_URL = "{{INGEST_URL}}"
    private const val SDK_VERSION = "1.0.0"
    private const val INTERVAL_MS = 60_000L
    private const val REFUSED_INTERVAL_MS = 15 * 60_000L

    /** Call once, from Application.onCreate(). */
    fun start(context: Context) {
        val appContext = context.applicationContext
        val owner = ProcessLifecycleOwner.get()
        owner.lifecycleScope.launch {
            owner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                while (true) {
                    val waitMs = withContext(Dispatchers.IO) { beat(appContext) }
                    delay(waitMs)
                }
            }
        }
    }

    private fun deviceId(context: Context): String {
        val prefs = context.getSharedPreferences("fleetdeck", Context.MODE_PRIVATE)
        return prefs.getString("device_id", null)
            ?: UUID.randomUUID().toString().also { prefs.edit().putString("device_id", it).apply() }
    }

    /** Sends one heartbeat and returns how long to wait before the next one. */
    private fun beat(context: Context): Long {
        val body = JSONObject()
            .put("deviceId", deviceId(context))
            .put("platform", "android")
            .put("osVersion", Build.VERSION.RELEASE)
            .put("model", "\${Build.MANUFACTURER} \${Build.MODEL}".take(64))
            .put("sdkVersion", SDK_VERSION)
            .put("appVersion", appVersion(context))
        return try {
            val connection = URL(INGEST_URL).openConnection() as HttpURLConnection
            try {
                connection.requestMethod = "POST"
                connection.connectTimeout = 10_000
                connection.readTimeout = 10_000
                connection.doOutput = true
                connection.setRequestProperty("Content-Type", "application/json")
                connection.setRequestProperty("X-App-Key", APP_KEY)
                connection.outputStream.use { it.write(body.toString().toByteArray()) }
                when (connection.responseCode) {
                    429 -> (connection.getHeaderField("Retry-After")?.toLongOrNull() ?: 60L) * 1000
                    401, 403 -> REFUSED_INTERVAL_MS
                    else -> INTERVAL_MS
                }
            } finally {
                connection.disconnect()
            }
        } catch (e: java.io.IOException) {
            INTERVAL_MS // Offline: try again at the next heartbeat.
        }
    }

    private fun appVersion(context: Context): String? =
        try {
            context.packageManager.getPackageInfo(context.packageName, 0).versionName
        } catch (e: Exception) {
            null
        }
}
~~~

Start it from your \`Application\` class (declared with \`android:name\` in the manifest):

~~~kotlin
class MyApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        Fleetdeck.start(this)
    }
}
~~~

## iOS (Swift)

Add this file to your app target. It sends heartbeats while the app is active and pauses in the background:

~~~swift
import UIKit

@MainActor
final class Fleetdeck {
    static let shared = Fleetdeck()

    private let appKey = "{{APP_KEY}}"
    private let ingestURL = URL(string: "{{INGEST_URL}}")!
    private let sdkVersion = "1.0.0"
    private let interval: TimeInterval = 60
    private let refusedInterval: TimeInterval = 15 * 60
    private var task: Task<Void, Never>?

    /// Call once at launch, e.g. in application(_:didFinishLaunchingWithOptions:).
    func start() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(resume),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(pause),
                           name: UIApplication.didEnterBackgroundNotification, object: nil)
        resume()
    }

    @objc private func resume() {
        guard task == nil else { return }
        task = Task { [weak self] in
            while !Task.isCancelled, let self {
                let wait = await self.beat()
                try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
            }
        }
    }

    @objc private func pause() {
        task?.cancel()
        task = nil
    }

    private var deviceId: String {
        let defaults = UserDefaults.standard
        if let id = defaults.string(forKey: "fleetdeck.deviceId") { return id }
        let id = UUID().uuidString
        defaults.set(id, forKey: "fleetdeck.deviceId")
        return id
    }

    /// The hardware model, such as "iPhone16,1".
    private var model: String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// Sends one heartbeat and returns the seconds to wait before the next one.
    private func beat() async -> TimeInterval {
        var body: [String: Any] = [
            "deviceId": deviceId,
            "platform": "ios",
            "osVersion": UIDevice.current.systemVersion,
            "model": model,
            "sdkVersion": sdkVersion,
        ]
        if let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String {
            body["appVersion"] = version
        }
        var request = URLRequest(url: ingestURL, timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(appKey, forHTTPHeaderField: "X-App-Key")
        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        do {
            let (_, response) = try await URLSession.shared.data(for: request)
            switch (response as? HTTPURLResponse)?.statusCode {
            case 429:
                let retryAfter = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Retry-After")
                return TimeInterval(retryAfter ?? "") ?? interval
            case 401, 403:
                return refusedInterval
            default:
                return interval
            }
        } catch {
            return interval // Offline: try again at the next heartbeat.
        }
    }
}
~~~

Start it when the app launches:

~~~swift
func application(_ application: UIApplication,
                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Fleetdeck.shared.start()
    return true
}
~~~

App Transport Security requires the ingest URL to use HTTPS (a local \`http://\` URL works in the simulator
only with an exception in \`Info.plist\`).

## Web (TypeScript)

Add this module to your web app. It sends heartbeats while the page is visible; the ingest API allows
calls from any origin, and no cookies are sent.

~~~typescript
const APP_KEY = '{{APP_KEY}}';
const INGEST_URL = '{{INGEST_URL}}';
const SDK_VERSION = '1.0.0';
const INTERVAL_MS = 60_000;
const REFUSED_INTERVAL_MS = 15 * 60_000;

interface UserAgentData {
  brands: { brand: string; version: string }[];
  platform: string;
}

function deviceId(): string {
  const stored = localStorage.getItem('fleetdeck.deviceId');
  if (stored) return stored;
  const id = crypto.randomUUID();
  localStorage.setItem('fleetdeck.deviceId', id);
  return id;
}

function browser(): { model: string; osVersion: string } {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  const brand = data?.brands.find((b) => !/not.?a.?brand|chromium/i.test(b.brand));
  return {
    model: (brand ? brand.brand + ' ' + brand.version : navigator.userAgent).slice(0, 64),
    osVersion: (data?.platform || navigator.platform || 'unknown').slice(0, 64),
  };
}

/** Sends one heartbeat and returns how long to wait before the next one. */
async function beat(appVersion?: string): Promise<number> {
  try {
    const response = await fetch(INGEST_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-App-Key': APP_KEY },
      body: JSON.stringify({ deviceId: deviceId(), platform: 'web', sdkVersion: SDK_VERSION, appVersion, ...browser() }),
      keepalive: true,
    });
    if (response.status === 429) return Number(response.headers.get('Retry-After') ?? 60) * 1000;
    if (response.status === 401 || response.status === 403) return REFUSED_INTERVAL_MS;
    return INTERVAL_MS;
  } catch {
    return INTERVAL_MS; // Offline: try again at the next heartbeat.
  }
}

let running = false;

async function run(appVersion?: string): Promise<void> {
  if (running) return;
  running = true;
  while (document.visibilityState === 'visible') {
    const waitMs = await beat(appVersion);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  running = false;
}

/** Call once when your app starts, e.g. startFleetdeck('2.4.0'). */
export function startFleetdeck(appVersion?: string): void {
  document.addEventListener('visibilitychange', () => void run(appVersion));
  void run(appVersion);
}
~~~

## Any platform: raw HTTP

Try your key from a terminal; the device appears on the **Online devices** page at once:

~~~sh
curl -i -X POST '{{INGEST_URL}}' \\
  -H 'Content-Type: application/json' \\
  -H 'X-App-Key: {{APP_KEY}}' \\
  -d '{"deviceId":"test-device-1","platform":"other","osVersion":"Debian 12","model":"Raspberry Pi 4","sdkVersion":"curl","appVersion":"1.0.0"}'
~~~

The answer:

~~~http
HTTP/1.1 202 Accepted
Content-Type: application/json

{"data":{"deviceId":"test-device-1","online":true}}
~~~

## Troubleshooting

- **The device does not appear:** the **Online devices** page shows online devices by default; choose
  *All* to see devices whose last heartbeat is older than the online window (5 minutes by default). Check
  the answer of the request.
- **401 after it used to work:** the key was rotated. Copy the current key from the **App management** page.
- **429:** one device reports far more often than every 60 seconds (a loop), or many devices of the app
  report at the same moment. Keep the 60-second interval and honour \`Retry-After\`; ask your administrator
  for a higher limit for large fleets.
`;
