import { startupSnapshot } from 'node:v8';

// A V8 startup snapshot cannot hold an ICU object, and the French strings make their
// Intl.PluralRules when their module loads. While a snapshot is built, each one is made on
// first use instead: in the process restored from the snapshot. Imported first by worker-main.ts.
if (startupSnapshot.isBuildingSnapshot()) {
  const Real = Intl.PluralRules;
  Object.defineProperty(Intl, 'PluralRules', {
    value: function PluralRules(...args: ConstructorParameters<typeof Intl.PluralRules>) {
      let made: Intl.PluralRules | undefined;
      return new Proxy({} as Intl.PluralRules, {
        get(_, key) {
          made ??= new Real(...args);
          const value: unknown = Reflect.get(made, key);
          return typeof value === 'function' ? value.bind(made) : value;
        },
      });
    },
    configurable: true,
    writable: true,
  });
}
