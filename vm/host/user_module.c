/* user_module.c — importing modules written in Python: `import helper` finds helper.py (or the
 * package helper/__init__.py) on sys.path (sys.path[0] is the program's folder) and runs it
 * once, as CPython's path finder does.
 *
 * Design: each such module has a global slot table of its own (VmModule), laid out as the Vm's
 * (the program's). The compiler is unchanged: while the module's text compiles, its table is
 * exchanged with the Vm's (vm_module_swap), so vm_global_slot fills the module's table, and
 * every Proto made then records the module (Proto.module). The interpreter loads its globals
 * base G from the running frame's Proto at each frame change, so GETGLOBAL/SETGLOBAL of helper
 * code index the helper's table; the rare paths that read names (NameError, a builtin's cache,
 * del) exchange the tables around code that runs no Python. The other design, name-prefixed
 * slots in the one table, would have put helper names into everything that walks the program's
 * globals (dir(), globals(), the REPL's completion, the exit order of __del__). The program's
 * table never grows while code runs: a name a helper module gives the program that the
 * program never spells (a star import) goes to its globals() dict.
 *
 * The module object is a live module (RtModuleLive, as __main__'s): its attributes are the
 * table, so `helper.CONST = 5` is what helper's functions read next. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/import_hook.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/lib_text.h"
#include "module_spec.h"
#include "user_module.h"
#include "vm_internal.h"

/* ---- the table ---- */

#define SWAP(field)          \
  do {                       \
    __typeof__(vm->field) t_ = vm->field; \
    vm->field = m->field;    \
    m->field = t_;           \
  } while (0)

void vm_module_swap(Vm *vm, VmModule *m) {
  SWAP(globals);
  SWAP(gbuiltin);
  SWAP(gnames);
  SWAP(nglobals);
  SWAP(capglobals);
  SWAP(ghash);
  SWAP(ghashcap);
  SWAP(globals_dict);
  m->swapped = !m->swapped;
}

static void swap_back(void *p) { vm_module_swap(vm_current, p); }

int vm_module_enter(Vm *vm, VmModule *m) {
  vm_module_swap(vm, m);
  return rt_cleanup_push(swap_back, m);
}

/* m's table wherever it is now */
typedef struct Tab {
  Value *globals;
  char **gnames;
  int n;
  Value *dict;
} Tab;

static Tab tab_of(VmModule *m) {
  Vm *vm = vm_current;
  if (m->swapped) return (Tab){vm->globals, vm->gnames, vm->nglobals, &vm->globals_dict};
  return (Tab){m->globals, m->gnames, m->nglobals, &m->globals_dict};
}

static int tab_find(Tab t, const char *name) {
  for (int k = 0; k < t.n; k++)
    if (strcmp(t.gnames[k], name) == 0) return k;
  return -1;
}

/* name := v (stolen): its slot, or the dict for a name the code never spells; v RT_UNDEF
 * deletes the name */
static void tab_store(VmModule *m, const char *name, Value v) {
  Tab t = tab_of(m);
  int k = tab_find(t, name);
  if (rt_is_undef(v)) {
    if (k >= 0) {
      Value old = t.globals[k];
      t.globals[k] = v;
      rt_decref(old);
    }
    if (!rt_is_undef(*t.dict)) {
      Value key = rt_str_from_c(name);
      int mark = rt_cleanup_push_value(&key);
      rt_dict_del(*t.dict, key);
      rt_cleanup_pop(mark, true);
    }
    return;
  }
  if (k >= 0) {
    if (!rt_is_undef(*t.dict)) rt_dict_set_str(*t.dict, name, v);
    Value old = t.globals[k];
    t.globals[k] = v;
    rt_decref(old); /* last: a __del__ it runs may rebind the name */
    return;
  }
  int mark = rt_cleanup_push_value(&v);
  if (rt_is_undef(*t.dict)) *t.dict = rt_dict_new();
  rt_dict_set_str(*t.dict, name, v);
  rt_cleanup_pop(mark, true);
}

static VmModule *module_of(Value module) {
  Vm *vm = vm_current;
  for (VmModule *m = vm ? vm->modules : NULL; m; m = m->next)
    if (rt_is_obj(m->module) && m->module.as.o == module.as.o) return m;
  return NULL;
}

static VmModule *module_named(const char *name) {
  Vm *vm = vm_current;
  for (VmModule *m = vm ? vm->modules : NULL; m; m = m->next)
    if (strcmp(m->name, name) == 0) return m;
  return NULL;
}

/* ---- the module object ---- */

static const RtModuleLive user_live;

static Value live_lookup(Value module, const char *name) {
  VmModule *m = module_of(module);
  if (!m) return rt_undef();
  Tab t = tab_of(m);
  int k = tab_find(t, name);
  if (k >= 0 && !rt_is_undef(t.globals[k])) return t.globals[k];
  return rt_is_undef(*t.dict) ? rt_undef() : rt_dict_get_str(*t.dict, name);
}

static void live_store(Value module, const char *name, Value v) {
  VmModule *m = module_of(module);
  if (!m) {
    rt_decref(v);
    return;
  }
  tab_store(m, name, v);
}

static Value live_dict(Value module) {
  VmModule *m = module_of(module);
  if (!m) return rt_dict_new();
  Tab t = tab_of(m);
  if (rt_is_undef(*t.dict)) *t.dict = rt_dict_new();
  for (int k = 0; k < t.n; k++)
    if (!rt_is_undef(t.globals[k])) rt_dict_set_str(*t.dict, t.gnames[k], t.globals[k]);
  rt_incref(*t.dict);
  return *t.dict;
}

static void live_refresh(Value module) {
  Value d = live_dict(module);
  int mark = rt_cleanup_push_value(&d);
  Module *mo = RT_AS(Module, module);
  mo->live = NULL; /* rt_module_set writes the table itself */
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) {
    if (!rt_is_str(k)) continue;
    rt_incref(v);
    rt_module_set(module, rt_str_data(k), v);
  }
  mo->live = &user_live;
  rt_cleanup_pop(mark, true);
}

static const RtModuleLive user_live = {live_lookup, live_store, live_refresh, live_dict};

/* ---- finding the file ---- */

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* dir/name/__init__.py (a package: *package set) or dir/name.py into out; dir "" is the
 * working directory. The path is absolute, as CPython's __file__. */
static bool find_in(const char *dir, const char *name, char *out, size_t n, bool *package) {
  char base[PATH_MAX], cwd[PATH_MAX];
  int b;
  if (dir[0] == '/') b = snprintf(base, sizeof base, "%s", dir);
  else if (!getcwd(cwd, sizeof cwd)) return false;
  else if (dir[0]) b = snprintf(base, sizeof base, "%s/%s", cwd, dir);
  else b = snprintf(base, sizeof base, "%s", cwd);
  if (b < 0 || (size_t)b >= sizeof base) return false;
  int w = snprintf(out, n, "%s/%s/__init__.py", base, name);
  if (w > 0 && (size_t)w < n && is_file(out)) return *package = true;
  w = snprintf(out, n, "%s/%s.py", base, name);
  *package = false;
  return w > 0 && (size_t)w < n && is_file(out);
}

/* A top-level module on sys.path. */
static bool find_top(const char *name, char *out, size_t n, bool *package) {
  if (strchr(name, '.') || strchr(name, '/') || !name[0]) return false;
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value path = rt_module_lookup(sys, "path");
  bool found = false;
  if (rt_is_list(path)) {
    for (int64_t k = 0; !found && k < RT_AS(List, path)->n; k++) {
      Value e = RT_AS(List, path)->items[k];
      if (rt_is_str(e)) found = find_in(rt_str_data(e), name, out, n, package);
    }
  }
  rt_cleanup_pop(mark, true);
  return found;
}

bool vm_user_module_exists(const char *name) {
  char root[256], file[PATH_MAX];
  snprintf(root, sizeof root, "%.*s", (int)strcspn(name, "."), name);
  bool package;
  return module_named(root) || find_top(root, file, sizeof file, &package);
}

/* ---- running it ---- */

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 12, n = 0, got;
  char *buf = malloc(cap);
  while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (n + 1 == cap) {
      char *more = cap < SIZE_MAX / 4 ? realloc(buf, cap * 2) : NULL;
      if (!more) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = more;
      cap *= 2;
    }
  }
  fclose(f);
  if (buf) buf[n] = 0;
  return buf;
}

static void set_global(Vm *vm, const char *name, Value v) {
  int slot = vm_global_slot(vm, name);
  Value old = vm->globals[slot];
  vm->globals[slot] = v;
  rt_decref(old);
}

/* The dunders CPython's import gives a module (its table is the Vm's now). */
static void set_dunders(Vm *vm, VmModule *m, const char *pkgdir) {
  set_global(vm, "__name__", rt_str_from_c(m->name));
  set_global(vm, "__file__", rt_str_from_c(m->file));
  set_global(vm, "__loader__", rt_none()); /* made below; their slots keep CPython's order */
  set_global(vm, "__spec__", rt_none());
  Value b = rt_builtins_module();
  rt_incref(b);
  set_global(vm, "__builtins__", b);
  const char *dot = strrchr(m->name, '.');
  if (pkgdir) set_global(vm, "__package__", rt_str_from_c(m->name));
  else set_global(vm, "__package__", dot ? rt_str_new(m->name, (size_t)(dot - m->name)) : rt_str_from_c(""));
  const char *slash = strrchr(m->file, '/');
  const char *base = slash ? slash + 1 : m->file;
  size_t stem = strlen(base) > 3 ? strlen(base) - 3 : strlen(base);
  Value cached = rt_str_printf("%.*s__pycache__/%.*s.cpython-311.pyc", (int)(base - m->file), m->file, (int)stem, base);
  set_global(vm, "__cached__", cached);
  Value l = rt_none();
  if (pkgdir) {
    l = rt_list_new(0);
    int mark = rt_cleanup_push_value(&l);
    Value d = rt_str_from_c(pkgdir);
    rt_list_append(l, d);
    rt_decref(d);
    rt_cleanup_pop(mark, false);
    set_global(vm, "__path__", l);
  }
  Value loader = rt_undef();
  Value spec = vm_module_spec_new(m->name, m->file, rt_str_data(cached), l, &loader);
  set_global(vm, "__loader__", loader);
  set_global(vm, "__spec__", spec);
}

static void compile_done(void *p) {
  VmModule *m = p;
  Vm *vm = vm_current;
  if (m->swapped) vm_module_swap(vm, m);
  vm->compiling_module = NULL;
}

int vm_module_compile_begin(Vm *vm, VmModule *m) {
  int cm = rt_cleanup_push(compile_done, m);
  vm_module_swap(vm, m);
  vm->compiling_module = m;
  return cm;
}

typedef struct Loading {
  VmModule *m;
  char *text;
  Value fn;
  bool ok;
} Loading;

/* An import that fails takes its module out of sys.modules again, as CPython's does. */
static void loading_end(void *p) {
  Loading *l = p;
  free(l->text);
  rt_decref(l->fn);
  if (l->ok) return;
  Value md = rt_modules_dict();
  Value k = rt_str_from_c(l->m->name);
  rt_dict_del(md, k);
  rt_decref(k);
}

/* m's text compiled with m's table in the Vm's place (first: its dunders set too); its code as
 * a function to call. */
static Value compile_module(Vm *vm, VmModule *m, const char *text, const char *pkgdir, bool first) {
  int cm = vm_module_compile_begin(vm, m);
  vm_compile_sets_doc(); /* __doc__: its docstring or None, as a script's */
  Proto *p = vm_compile_module_or_raise(vm, text, m->file);
  Value fn = vm_function_new(p, NULL, NULL);
  rt_decref(rt_obj(p));
  if (first) set_dunders(vm, m, pkgdir);
  rt_cleanup_pop(cm, true);
  return fn;
}

/* The module's text: its file's, or for a library module written in Python (file is its
 * "<frozen name>"), the text Weft carries (a copy: the caller frees it). */
static char *module_text(const char *name, const char *file) {
  const char *lib_file = NULL, *lib = py_lib_text(name, &lib_file);
  if (lib && strcmp(lib_file, file) == 0) return rt_strdup(lib);
  return read_text(file);
}

static Value load(const char *name, const char *file, const char *pkgdir) {
  Vm *vm = vm_current;
  VmModule *m = rt_calloc(1, sizeof *m);
  m->name = rt_strdup(name);
  m->file = rt_strdup(file);
  m->globals_dict = rt_undef();
  m->module = rt_module_new(name);
  RT_AS(Module, m->module)->live = &user_live;
  m->next = vm->modules;
  vm->modules = m;
  Loading l = {m, module_text(name, file), rt_undef(), false};
  int mark = rt_cleanup_push(loading_end, &l);
  if (!l.text) rt_raise(RT_EXC_OSError, "could not read '%s'", file);
  rt_dict_set_str(rt_modules_dict(), name, m->module); /* before it runs: circular imports */
  l.fn = compile_module(vm, m, l.text, pkgdir, true);
  Value r = rt_call(l.fn, 0, NULL, NULL);
  rt_decref(r);
  l.ok = m->done = true;
  rt_cleanup_pop(mark, true);
  /* a package's submodule is its attribute */
  const char *dot = strrchr(name, '.');
  if (dot) {
    char parent[512];
    snprintf(parent, sizeof parent, "%.*s", (int)(dot - name), name);
    VmModule *pm = module_named(parent);
    if (pm) {
      rt_incref(m->module);
      tab_store(pm, dot + 1, m->module);
    }
  }
  Value md = rt_modules_dict(); /* what the module left in sys.modules (it may replace itself) */
  Value got = rt_dict_get_str(md, name);
  if (rt_is_undef(got)) got = m->module;
  rt_incref(got);
  return got;
}

/* The submodule `name` of package pm: in a folder of its __path__. */
static bool find_sub(Value pm, const char *name, char *file, size_t n, bool *package) {
  Value path = rt_is_type(pm, &rt_module_type) ? rt_module_lookup(pm, "__path__") : rt_undef();
  if (!rt_is_list(path)) return false;
  for (int64_t k = 0; k < RT_AS(List, path)->n; k++)
    if (rt_is_str(RT_AS(List, path)->items[k]) && find_in(rt_str_data(RT_AS(List, path)->items[k]), name, file, n, package))
      return true;
  return false;
}

static bool user_import(const char *dotted, Value *out) {
  if (!vm_current) return false; /* a worker thread runs no Python */
  char file[PATH_MAX];
  bool package = false;
  const char *dot = strrchr(dotted, '.');
  if (!dot) {
    const char *lib_file = NULL;
    if (!find_top(dotted, file, sizeof file, &package)) { /* a library module written in Python? */
      if (!py_lib_text(dotted, &lib_file)) return false;
      *out = load(dotted, lib_file, NULL);
      return true;
    }
  } else {
    char parent[512];
    if ((size_t)(dot - dotted) >= sizeof parent) return false;
    snprintf(parent, sizeof parent, "%.*s", (int)(dot - dotted), dotted);
    if (!module_named(parent) && !vm_user_module_exists(parent)) return false;
    Value pm = rt_import(parent); /* runs the package first */
    int mark = rt_cleanup_push_value(&pm);
    Value path = rt_is_type(pm, &rt_module_type) ? rt_module_lookup(pm, "__path__") : rt_undef();
    if (!find_sub(pm, dot + 1, file, sizeof file, &package)) {
      const char *pname = rt_is_type(pm, &rt_module_type) ? RT_AS(Module, pm)->name : parent;
      if (!rt_is_list(path))
        rt_raise_import_error(RT_EXC_ModuleNotFoundError, dotted, strlen(dotted),
                              "No module named '%s'; '%s' is not a package", dotted, pname);
      rt_raise_import_error(RT_EXC_ModuleNotFoundError, dotted, strlen(dotted), "No module named '%s'", dotted);
    }
    rt_cleanup_pop(mark, true);
  }
  char pkgdir[PATH_MAX];
  if (package) {
    snprintf(pkgdir, sizeof pkgdir, "%s", file);
    char *slash = strrchr(pkgdir, '/');
    if (slash) *slash = 0;
  }
  *out = load(dotted, file, package ? pkgdir : NULL);
  return true;
}

typedef struct Reloading {
  char *text;
  Value fn;
} Reloading;

static void reloading_end(void *p) {
  Reloading *r = p;
  free(r->text);
  rt_decref(r->fn);
}

/* importlib.reload: the module's file runs again in its namespace (the names it no longer binds
 * stay); a module written in C is returned as it is. */
static Value user_reload(Value module) {
  VmModule *m = module_of(module);
  if (!m) return (rt_incref(module), module);
  Value cur = rt_dict_get_str(rt_modules_dict(), m->name);
  if (!rt_is_obj(cur) || cur.as.o != module.as.o)
    rt_raise_import_error(RT_EXC_ImportError, m->name, strlen(m->name), "module %s not in sys.modules", m->name);
  Reloading r = {module_text(m->name, m->file), rt_undef()};
  int mark = rt_cleanup_push(reloading_end, &r);
  if (!r.text) rt_raise_import_error(RT_EXC_ModuleNotFoundError, m->name, strlen(m->name), "No module named '%s'", m->name);
  r.fn = compile_module(vm_current, m, r.text, NULL, false);
  rt_decref(rt_call(r.fn, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
  Value got = rt_dict_get_str(rt_modules_dict(), m->name);
  if (rt_is_undef(got)) got = module;
  return (rt_incref(got), got);
}

void vm_install_user_modules(void) {
  rt_set_user_importer(user_import);
  rt_set_reloader(user_reload);
  vm_install_module_spec();
}

/* ---- what the interpreter asks ---- */

VmModule *vm_current_module(void) {
  Vm *vm = vm_current;
  if (!vm || vm->nframes <= 0) return NULL;
  return vm->frames[vm->nframes - 1].fn->proto->module;
}

const char *vm_module_name(const VmModule *m) { return m ? m->name : "__main__"; }

void vm_module_store_star(const char *name, Value v, void *ud) {
  if (rt_is_undef(v)) rt_raise(RT_EXC_AttributeError, "module has no attribute '%s'", name);
  rt_incref(v);
  tab_store(ud, name, v);
}

void vm_module_tag_class(Value cls) {
  VmModule *m = vm_current_module();
  if (m && rt_is_class(cls)) rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c(m->name));
}

Value vm_module_import_missing(Value module, const char *attr) {
  VmModule *m = module_of(module);
  if (!m) return rt_undef();
  char file[PATH_MAX];
  bool package;
  if (find_sub(module, attr, file, sizeof file, &package)) {
    char full[512];
    snprintf(full, sizeof full, "%s.%s", m->name, attr);
    return rt_import(full);
  }
  if (!m->done)
    rt_raise_import_error(RT_EXC_ImportError, m->name, strlen(m->name),
                          "cannot import name '%s' from partially initialized module '%s' (most likely due to a "
                          "circular import) (%s)",
                          attr, m->name, m->file);
  rt_raise_import_error(RT_EXC_ImportError, m->name, strlen(m->name), "cannot import name '%s' from '%s' (%s)", attr,
                        m->name, m->file);
}

/* ---- the end ---- */

void vm_modules_clear(Vm *vm) {
  for (VmModule *m = vm->modules; m; m = m->next) {
    for (int k = 0; k < m->nglobals; k++) {
      Value v = m->globals[k];
      m->globals[k] = rt_undef();
      rt_decref(v);
    }
    Value d = m->globals_dict;
    m->globals_dict = rt_undef();
    rt_decref(d);
  }
}

void vm_modules_free(Vm *vm) {
  vm_modules_clear(vm);
  while (vm->modules) {
    VmModule *m = vm->modules;
    vm->modules = m->next;
    rt_decref(m->module);
    for (int k = 0; k < m->nglobals; k++) free(m->gnames[k]);
    free(m->globals);
    free(m->gbuiltin);
    free(m->gnames);
    free(m->ghash);
    free(m->name);
    free(m->file);
    free(m);
  }
}

/* ---- relative imports ---- */

Value vm_module_import_relative(const char *name) {
  size_t level = strspn(name, ".");
  VmModule *m = vm_current_module();
  Value pkg = m ? live_lookup(m->module, "__package__") : rt_undef();
  if (!rt_is_str(pkg) || !rt_str_data(pkg)[0])
    rt_raise(RT_EXC_ImportError, "attempted relative import with no known parent package");
  char base[512];
  int w = snprintf(base, sizeof base, "%s", rt_str_data(pkg));
  if (w < 0 || (size_t)w >= sizeof base) rt_raise(RT_EXC_ImportError, "package name too long");
  for (size_t k = 1; k < level; k++) {
    char *dot = strrchr(base, '.');
    if (!dot) rt_raise(RT_EXC_ImportError, "attempted relative import beyond top-level package");
    *dot = 0;
  }
  const char *rest = name + level;
  char full[1024];
  snprintf(full, sizeof full, "%s%s%s", base, rest[0] ? "." : "", rest);
  return rt_import(full);
}

Value vm_module_import(const char *name) { return name[0] == '.' ? vm_module_import_relative(name) : rt_import(name); }
