# Generates vm/host/module_files.c from CPython 3.11 (run with /usr/bin/python3 from the
# repository root): the __file__ the oracle's import gives each module Weft registers in C
# (rt_register_module), for the messages that name it.
import glob, importlib, re
names = set()
for path in glob.glob('vm/**/*.c', recursive=True) + glob.glob('sim/**/*.c', recursive=True):
    names.update(re.findall(r'rt_register_module\("([A-Za-z0-9_.]+)"', open(path).read()))
rows = []
for name in sorted(names):
    try:
        mod = importlib.import_module(name)
    except ImportError:
        continue
    file = getattr(mod, '__file__', None)
    if file:
        rows.append((name, file))
print('''/* module_files.c — data: the __file__ of the modules Weft provides in C, as CPython 3.11's
 * import gives them (Debian's /usr/bin/python3); a module missing here has none there (a
 * built-in one such as math). Generated with tests/gen_module_files.py; regenerate rather
 * than edit. */
#include <string.h>

#include "module_files.h"

static const struct {
  const char *name, *file;
} module_files[] = {''')
for name, file in rows:
    print(f'    {{"{name}", "{file}"}},')
print('''};

const char *vm_module_file(const char *name) {
  for (size_t k = 0; k < sizeof module_files / sizeof module_files[0]; k++) {
    if (strcmp(module_files[k].name, name) == 0) return module_files[k].file;
  }
  return NULL;
}''')
