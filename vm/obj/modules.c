/* modules.c — the import machinery: the registry of module names and initialisers (filled at
 * start-up by the libraries), and imports: each registered module built once per runtime
 * (runtime.h: one per VM), on its first import there, and the builtins module. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "dict.h"
#include "exc.h"
#include "import_hook.h"
#include "modules.h"
#include "native.h"
#include "ops.h"
#include "runtime.h"

/* Enough for every library's modules; rt_register_module refuses more loudly. */
#define MAX_MODULES RT_MAX_MODULES

typedef struct ModuleEntry {
  const char *name;
  RtModuleInit init;
} ModuleEntry;

/* What can be imported: set once at start-up (repl_setup), read-only afterwards. */
static struct {
  ModuleEntry entries[MAX_MODULES];
  int count;
  RtModuleInit builtins_init;
} registry;

void rt_register_module(const char *name, RtModuleInit init) {
  for (int i = 0; i < registry.count; i++) {
    if (strcmp(registry.entries[i].name, name) == 0) {
      registry.entries[i].init = init;
      return;
    }
  }
  if (registry.count == MAX_MODULES) {
    fprintf(stderr, "weft: too many modules registered (at most %d)\n", MAX_MODULES);
    return;
  }
  registry.entries[registry.count++] = (ModuleEntry){name, init};
}

void rt_register_builtins(RtModuleInit init) { registry.builtins_init = init; }

static int find_module(const char *name, size_t len) {
  for (int i = 0; i < registry.count; i++)
    if (strlen(registry.entries[i].name) == len && strncmp(registry.entries[i].name, name, len) == 0) return i;
  return -1;
}

/* Which of the modules Weft registers are packages in CPython (and its NumPy and Numba): their
 * missing submodules are "No module named 'numpy.linalg.x'", a plain module's get "'os' is not
 * a package" (os.path is a module os sets, not a submodule of a package). */
static bool is_package(const char *name, size_t len) {
  static const char *const packages[] = {"numpy", "numpy.linalg", "numpy.fft", "numpy.random",
                                         "numpy.testing", "numba", "numba.cuda", "numba.core",
                                         "numba.cuda.cudadrv", "ctypes", "collections", "matplotlib",
                                         "concurrent", "multiprocessing", NULL};
  for (int i = 0; packages[i]; i++)
    if (strlen(packages[i]) == len && strncmp(packages[i], name, len) == 0) return true;
  return false;
}

/* An import of a module that is not there fails when it runs, as CPython's does: naming the
 * root when that is missing ("No module named 'matplotlib'" for matplotlib.pyplot), a plain
 * module's submodule as "'math' is not a package", and otherwise the whole name. */
static _Noreturn void not_found(const char *dotted_name) {
  size_t len = 0, parent = 0;
  for (;;) {
    len += strcspn(dotted_name + len, ".");
    if (find_module(dotted_name, len) < 0) break;
    parent = len++;
  }
  if (parent == 0) {
    rt_raise_import_error(RT_EXC_ModuleNotFoundError, dotted_name, len, "No module named '%.*s'", (int)len,
                          dotted_name);
  }
  if (!is_package(dotted_name, parent)) {
    rt_raise_import_error(RT_EXC_ModuleNotFoundError, dotted_name, len,
                          "No module named '%.*s'; '%.*s' is not a package", (int)len, dotted_name, (int)parent,
                          dotted_name);
  }
  rt_raise_import_error(RT_EXC_ModuleNotFoundError, dotted_name, strlen(dotted_name), "No module named '%s'",
                        dotted_name);
}

static RtMainModuleMaker main_maker;

void rt_set_main_module_maker(RtMainModuleMaker make) { main_maker = make; }

/* sys.modules, made on first use: the builtins, the modules imported so far and __main__; the
 * imports after it add theirs. */
Value rt_modules_dict(void) {
  Value *slot = rt_runtime_modules_dict_slot();
  if (!rt_is_undef(*slot)) return *slot;
  Value d = rt_dict_new();
  *slot = d;
  rt_dict_set_str(d, "builtins", rt_builtins_module());
  for (int i = 0; i < registry.count; i++) {
    Value m = *rt_runtime_module_slot(i);
    if (!rt_is_undef(m)) rt_dict_set_str(d, registry.entries[i].name, m);
  }
  if (main_maker) {
    Value m = main_maker();
    int mark = rt_cleanup_push_value(&m);
    rt_dict_set_str(d, "__main__", m);
    rt_cleanup_pop(mark, true);
  }
  return d;
}

static RtUserImporter user_importer;

void rt_set_user_importer(RtUserImporter importer) { user_importer = importer; }

static RtReloader reloader;

void rt_set_reloader(RtReloader r) { reloader = r; }

Value rt_reload(Value module) {
  if (!rt_is_type(module, &rt_module_type)) rt_raise(RT_EXC_TypeError, "reload() argument must be a module");
  if (reloader) return reloader(module);
  return (rt_incref(module), module);
}

/* A module a .py file on sys.path cannot shadow: CPython's built-in modules (its
 * sys.builtin_module_names, found before sys.path is searched), the modules its start-up
 * (site) has imported before the program runs (sys.modules has them) and, by Weft's choice,
 * the libraries it implements (a numpy.py beside a program would shadow numpy in CPython). */
static bool unshadowed(const char *dotted_name) {
  static const char *const names[] = {
      "array", "atexit", "binascii", "builtins", "cmath", "errno", "faulthandler", "fcntl", "gc", "grp",
      "itertools", "marshal", "math", "posix", "pwd", "pyexpat", "select", "spwd", "sys", "syslog",
      "time", "unicodedata", "zlib", "abc", "codecs", "collections", "contextlib", "encodings",
      "functools", "genericpath", "importlib", "io", "keyword", "operator", "os", "posixpath",
      "reprlib", "site", "stat", "types", "warnings", "zipimport", "numpy", "numba", "matplotlib",
      "scipy", "__main__", NULL};
  size_t root = strcspn(dotted_name, ".");
  if (dotted_name[0] == '_') return true; /* _thread, _random, ...: built in too */
  for (int i = 0; names[i]; i++)
    if (strlen(names[i]) == root && strncmp(names[i], dotted_name, root) == 0) return true;
  return false;
}

Value rt_import(const char *dotted_name) {
  Value md = *rt_runtime_modules_dict_slot();
  if (rt_is_undef(md) && strcmp(dotted_name, "__main__") == 0) md = rt_modules_dict();
  if (!rt_is_undef(md)) { /* what the program put in sys.modules is what import finds */
    Value m = rt_dict_get_str(md, dotted_name);
    if (!rt_is_undef(m)) {
      rt_incref(m);
      return m;
    }
  }
  if (strcmp(dotted_name, "builtins") == 0) { /* the module names are looked up in last */
    Value b = rt_builtins_module();
    rt_incref(b);
    return b;
  }
  int found = -1;
  for (int i = 0; i < registry.count && found < 0; i++)
    if (strcmp(registry.entries[i].name, dotted_name) == 0) found = i;
  /* a .py file first, as CPython's path finder (unless the module is already built here) */
  Value user;
  if (user_importer && !unshadowed(dotted_name) && (found < 0 || rt_is_undef(*rt_runtime_module_slot(found))) &&
      user_importer(dotted_name, &user))
    return user;
  for (int i = found; i >= 0 && i < registry.count; i++) {
    const ModuleEntry *e = &registry.entries[i];
    if (strcmp(e->name, dotted_name) != 0) continue;
    Value *slot = rt_runtime_module_slot(i);
    if (rt_is_undef(*slot)) {
      Value m = rt_module_new(e->name);
      int mark = rt_cleanup_push_value(&m);
      e->init(m);
      rt_cleanup_pop(mark, false);
      *slot = m;
      md = *rt_runtime_modules_dict_slot(); /* sys's init makes it */
      if (!rt_is_undef(md)) rt_dict_set_str(md, e->name, m);
    }
    rt_incref(*slot);
    return *slot;
  }
  not_found(dotted_name);
}

Value rt_builtins_module(void) {
  Value *slot = rt_runtime_builtins_slot();
  if (rt_is_undef(*slot)) {
    *slot = rt_module_new("builtins");
    if (registry.builtins_init) registry.builtins_init(*slot);
  }
  return *slot;
}

Value rt_builtin_lookup(const char *name) { return rt_module_lookup(rt_builtins_module(), name); }

Value rt_import_attr(const char *module, const char *path) {
  Value v = rt_import(module);
  int mark = rt_cleanup_push_value(&v);
  char name[64];
  while (*path) {
    size_t n = strcspn(path, ".");
    if (n >= sizeof name) rt_raise(RT_EXC_SystemError, "rt_import_attr: attribute name too long");
    memcpy(name, path, n);
    name[n] = '\0';
    Value next = rt_getattr(v, name);
    rt_decref(v);
    v = next;
    path += n + (path[n] == '.');
  }
  rt_cleanup_pop(mark, false);
  return v;
}
