/* native.c — native function objects, argument parsing, module attribute tables. */
#include "native.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "dict.h"
#include "gc.h"
#include "objects.h"
#include "class.h"
#include "../base/strbuf.h"

static void native_free(Obj *o) {
  NativeFunc *f = (NativeFunc *)o;
  rt_decref(f->self);
  free(f->owned);
  free(f);
}

static Value native_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  rt_parse_style_enter(f->name, f->parse_style);
  Value r = f->fn(f->self, argc, argv, kw);
  rt_parse_style_enter(NULL, RT_PARSE_BUILTIN);
  return r;
}

static Value native_repr(Value self) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  if (f->repr_as) return rt_str_from_c(f->repr_as);
  /* a library's function that is a Python function where it comes from (most of numpy's) */
  if (f->parse_style == RT_PARSE_PYTHON) return rt_str_printf("<function %s at %p>", f->name, (void *)f);
  if (f->parse_style == RT_PARSE_NUMPY) return rt_str_printf("<built-in function %s>", f->name);
  if (f->self.tag == RT_NONE) return rt_str_printf("<built-in function %s>", f->name);
  return rt_str_printf("<built-in method %s of %s object>", f->name, rt_type_name(f->self));
}

/* A builtin class's __mro__ (itself, int for bool, object) or __bases__ (the rest). */
static Value class_lineage(Value self, bool mro) {
  Value items[3];
  int n = 0;
  if (mro) items[n++] = self;
  bool is_bool = strcmp(RT_AS(NativeFunc, self)->name, "bool") == 0;
  if (is_bool) items[n++] = rt_builtin_lookup("int");
  if (mro || !is_bool) items[n++] = rt_object_class();
  return rt_tuple_from(n, items);
}

/* A builtin or library class's __module__, as its repr names it: "<class 'numpy.ndarray'>" is
 * numpy's, "<class 'int'>" (no dot) builtins'. */
static Value class_module(const char *repr_as) {
  static const char prefix[] = "<class '";
  size_t n = sizeof prefix - 1;
  if (strncmp(repr_as, prefix, n) != 0) return rt_str_from_c("builtins");
  const char *name = repr_as + n, *end = strchr(name, '\''), *dot = NULL;
  for (const char *c = name; end && c < end; c++)
    if (*c == '.') dot = c;
  if (!dot) return rt_str_from_c("builtins");
  return rt_str_new(name, (size_t)(dot - name));
}

static Value native_getattr(Value self, const char *name) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  if (f->instancecheck && rt_is_type(f->self, &rt_module_type)) { /* a class's own attributes */
    Value v = rt_module_lookup(f->self, name);
    if (!rt_is_undef(v)) return (rt_incref(v), v);
  }
  if (strcmp(name, "__qualname__") == 0 && f->repr_as && strncmp(f->repr_as, "<method '", 9) == 0) {
    /* a method descriptor (str.join): its class's name first, as CPython's */
    const char *of = strstr(f->repr_as, "' of '"), *owner = of ? of + 6 : NULL;
    const char *end = owner ? strchr(owner, '\'') : NULL;
    for (const char *c = owner; end && c < end; c++) {
      if (*c == '.') owner = c + 1; /* numpy.ndarray: the class's own name */
    }
    if (end) return rt_str_printf("%.*s.%s", (int)(end - owner), owner, f->name);
  }
  if (strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0) {
    return rt_str_from_c(f->name);
  }
  if (strcmp(name, "__module__") == 0 && f->repr_as) return class_module(f->repr_as);
  if (strcmp(name, "__doc__") == 0 && rt_native_doc_hook) return rt_native_doc_hook(self);
  if (strcmp(name, "__dict__") == 0 && f->instancecheck && f->repr_as && rt_native_dict_hook) {
    Value d = rt_native_dict_hook(self);
    if (!rt_is_undef(d)) return d;
  }
  if (f->instancecheck && f->repr_as && (!strcmp(name, "__mro__") || !strcmp(name, "__bases__"))) {
    Value l = rt_native_mro_hook ? rt_native_mro_hook(self, name[2] == 'm') : rt_undef();
    return rt_is_undef(l) ? class_lineage(self, name[2] == 'm') : l;
  }
  return rt_undef();
}

/* The cycle collector (gc.h): a method bound to an object that holds it (self.f = self.x.append
 * where x holds self). Cleared, it is bound to None (it is garbage: nothing calls it again). */
static void native_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((NativeFunc *)o)->self, arg);
}

static void native_clear(Obj *o) {
  NativeFunc *f = (NativeFunc *)o;
  Value s = f->self;
  f->self = rt_none();
  rt_decref(s);
}

Value (*rt_class_getitem_hook)(Value cls, Value key);
Value (*rt_type_union_hook)(Value a, Value b);
bool (*rt_native_subclass_hook)(Value cls, Value base, bool *result);
Value (*rt_native_dict_hook)(Value cls);
Value (*rt_native_mro_hook)(Value cls, bool mro);
Value (*rt_native_doc_hook)(Value fn);

static Value native_getitem(Value self, Value key) {
  if (RT_AS(NativeFunc, self)->instancecheck && rt_class_getitem_hook) return rt_class_getitem_hook(self, key);
  rt_raise(RT_EXC_TypeError, "'builtin_function_or_method' object is not subscriptable");
}

/* int | None: a builtin class on either side. */
static Value native_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_OR || !rt_type_union_hook) return rt_undef();
  return rt_type_union_hook(a, b);
}

/* A builtin class (int, np.ndarray) is an immutable type: setting or deleting (v RT_UNDEF,
 * from rt_delattr) an attribute is CPython's TypeError. A plain function answers false: the
 * caller's AttributeError. */
static bool native_setattr(Value self, const char *name, Value v) {
  (void)v;
  const NativeFunc *f = RT_AS(NativeFunc, self);
  static const char prefix[] = "<class '";
  if (!f->instancecheck || !f->repr_as || strncmp(f->repr_as, prefix, sizeof prefix - 1) != 0) return false;
  const char *cls = f->repr_as + sizeof prefix - 1;
  int len = (int)strcspn(cls, "'");
  rt_raise(RT_EXC_TypeError, "cannot set '%s' attribute of immutable type '%.*s'", name, len, cls);
}

const ObjType rt_native_type = {
    .name = "builtin_function_or_method",
    .traverse = native_traverse,
    .clear = native_clear,
    .free = native_free,
    .repr = native_repr,
    .getattr = native_getattr,
    .setattr = native_setattr,
    .call = native_call,
    .getitem = native_getitem,
    .binop = native_binop,
};

static Value native_make(const char *name, NativeFn fn, Value self) {
  NativeFunc *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &rt_native_type);
  f->name = name;
  f->fn = fn;
  rt_incref(self);
  f->self = self;
  f->instancecheck = NULL;
  f->repr_as = NULL;
  f->owned = NULL;
  f->parse_style = RT_PARSE_BUILTIN;
  if (self.tag == RT_OBJ && self.as.o->type->traverse) rt_gc_track(&f->hdr);
  return rt_obj(f);
}

Value rt_native_new(const char *name, NativeFn fn) { return native_make(name, fn, rt_none()); }
Value rt_native_bind(const char *name, NativeFn fn, Value self) {
  return native_make(name, fn, self);
}

Value rt_native_class(const char *name, NativeFn ctor, bool (*instancecheck)(Value),
                      const char *repr_as) {
  Value v = native_make(name, ctor, rt_none());
  RT_AS(NativeFunc, v)->instancecheck = instancecheck;
  RT_AS(NativeFunc, v)->repr_as = repr_as;
  return v;
}

void rt_native_class_set_attr(Value cls, const char *name, Value v) {
  NativeFunc *f = RT_AS(NativeFunc, cls);
  if (!rt_is_type(f->self, &rt_module_type)) {
    rt_decref(f->self);
    f->self = rt_module_new(f->name);
  }
  rt_module_set(f->self, name, v);
}

void rt_check_nargs(const char *fname, int argc, const Kwargs *kw, int min, int max) {
  if (kw && kw->n > 0) {
    rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", fname);
  }
  if (argc < min || argc > max) {
    if (min == max) {
      rt_raise(RT_EXC_TypeError, "%s() takes exactly %d argument%s (%d given)", fname, min,
               min == 1 ? "" : "s", argc);
    }
    if (argc < min) {
      rt_raise(RT_EXC_TypeError, "%s expected at least %d argument%s, got %d", fname, min,
               min == 1 ? "" : "s", argc);
    }
    rt_raise(RT_EXC_TypeError, "%s expected at most %d argument%s, got %d", fname, max,
             max == 1 ? "" : "s", argc);
  }
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

void rt_check_args(const char *fname, int argc, const Kwargs *kw, int min, int max,
                   RtArgStyle style) {
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", fname);
  if (argc >= min && argc <= max) return;
  switch (style) {
    case RT_ARGS_ONE:
      rt_raise(RT_EXC_TypeError, "%s() takes exactly one argument (%d given)", fname, argc);
    case RT_ARGS_NONE:
      rt_raise(RT_EXC_TypeError, "%s() takes no arguments (%d given)", fname, argc);
    case RT_ARGS_OLD:
      rt_raise(RT_EXC_TypeError, "%s() takes at %s %d argument%s (%d given)", fname,
               argc < min ? "least" : "most", argc < min ? min : max,
               plural(argc < min ? min : max), argc);
    default:
      if (min == max) {
        rt_raise(RT_EXC_TypeError, "%s expected %d argument%s, got %d", fname, min, plural(min),
                 argc);
      }
      rt_raise(RT_EXC_TypeError, "%s expected at %s %d argument%s, got %d", fname,
               argc < min ? "least" : "most", argc < min ? min : max,
               plural(argc < min ? min : max), argc);
  }
}

/* ---- modules ---- */

static uint64_t hash_name(const char *s) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ull;
  return h;
}

static void module_free(Obj *o) {
  Module *m = (Module *)o;
  for (int64_t i = 0; i < m->cap; i++) {
    if (m->entries[i].name) {
      free(m->entries[i].name);
      rt_decref(m->entries[i].value);
    }
  }
  free(m->entries);
  free(m->name);
  rt_decref(m->dict);
  free(m);
}

/* Where CPython 3.11 (Debian) finds a standard module, as its repr says: built into the
 * interpreter, frozen, a package's __init__.py or a module's .py under /usr/lib/python3.11.
 * NULL for the others (Weft's repr names only the module). */
static const char *module_origin(const char *name) {
  static const char *const builtin[] = {"array", "atexit", "builtins", "cmath", "errno", "gc", "itertools",
                                        "math", "sys", "time", "zlib", "marshal", "unicodedata", NULL};
  static const char *const frozen[] = {"abc", "codecs", "io", "os", "stat", "posixpath", "genericpath", NULL};
  static const char *const package[] = {"collections", "concurrent", "ctypes", "email", "importlib", "json",
                                        "logging", "multiprocessing", "re", "unittest", NULL};
  static const char *const source[] = {
      "argparse", "ast", "base64", "bisect", "calendar", "contextlib", "copy", "copyreg", "csv",
      "dataclasses", "datetime", "decimal", "difflib", "doctest", "enum", "fnmatch", "fractions", "functools",
      "glob", "graphlib", "hashlib", "heapq", "inspect", "keyword", "numbers", "operator", "pathlib", "pickle",
      "pickletools", "pprint", "queue", "random", "secrets", "shutil", "statistics", "string", "struct",
      "tempfile", "textwrap", "threading", "timeit", "traceback", "types", "typing", "warnings",
      "weakref", "zipfile", NULL};
  for (int i = 0; builtin[i]; i++) if (!strcmp(name, builtin[i])) return "B";
  for (int i = 0; frozen[i]; i++) if (!strcmp(name, frozen[i])) return "F";
  for (int i = 0; package[i]; i++) if (!strcmp(name, package[i])) return "P";
  for (int i = 0; source[i]; i++) if (!strcmp(name, source[i])) return "S";
  return NULL;
}

static Value module_repr(Value self) {
  Module *m = RT_AS(Module, self);
  Value file = m->live ? rt_module_lookup(self, "__file__") : rt_undef(); /* a program's, a .py module's */
  if (rt_is_str(file)) return rt_str_printf("<module '%s' from '%s'>", m->name, rt_str_data(file));
  const char *name = m->name, *origin = module_origin(name);
  if (!origin) return rt_str_printf("<module '%s'>", name);
  switch (origin[0]) {
  case 'B': return rt_str_printf("<module '%s' (built-in)>", name);
  case 'F': return rt_str_printf("<module '%s' (frozen)>", name);
  case 'P': return rt_str_printf("<module '%s' from '/usr/lib/python3.11/%s/__init__.py'>", name, name);
  default: return rt_str_printf("<module '%s' from '/usr/lib/python3.11/%s.py'>", name, name);
  }
}

static Value module_getattr(Value self, const char *name) {
  if (strcmp(name, "__dict__") == 0) return rt_module_dict(self);
  Value v = rt_module_lookup(self, name);
  Module *m = RT_AS(Module, self);
  if (rt_is_undef(v) && !m->live && !rt_is_undef(m->dict)) v = rt_dict_get_str(m->dict, name);
  if (rt_is_undef(v) && strcmp(name, "__name__") == 0) return rt_str_from_c(RT_AS(Module, self)->name);
  rt_incref(v);
  return v;
}

/* The cycle collector (gc.h): a module holding an object that holds the module. Cleared, it
 * keeps its name and no attributes. */
static void module_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Module *m = (Module *)o;
  for (int64_t i = 0; i < m->cap; i++) {
    if (m->entries[i].name) visit(m->entries[i].value, arg);
  }
  if (!rt_is_undef(m->dict)) visit(m->dict, arg);
}

static void module_clear(Obj *o) {
  Module *m = (Module *)o;
  for (int64_t i = 0; i < m->cap; i++) {
    AttrEntry *e = &m->entries[i];
    if (!e->name) continue;
    Value v = e->value;
    free(e->name);
    e->name = NULL;
    e->value = rt_undef();
    m->count--;
    rt_decref(v);
  }
  Value d = m->dict;
  m->dict = rt_undef();
  rt_decref(d);
}

/* module.name = v, as Python allows on any module (`sys.stdout = f`). */
static bool module_setattr(Value self, const char *name, Value v) {
  rt_incref(v);
  const RtModuleLive *live = RT_AS(Module, self)->live;
  if (live) live->store(self, name, v);
  else rt_module_set(self, name, v);
  return true;
}

const ObjType rt_module_type = {
    .name = "module",
    .traverse = module_traverse,
    .clear = module_clear,
    .free = module_free,
    .repr = module_repr,
    .getattr = module_getattr,
    .setattr = module_setattr,
};

Value rt_module_new(const char *name) {
  Module *m = rt_malloc(sizeof *m);
  rt_obj_init(&m->hdr, &rt_module_type);
  m->name = rt_strdup(name);
  m->cap = 64;
  m->count = 0;
  m->entries = rt_calloc((size_t)m->cap, sizeof *m->entries);
  m->live = NULL;
  m->dict = rt_undef();
  rt_gc_track(&m->hdr);
  return rt_obj(m);
}

static AttrEntry *find_slot(AttrEntry *entries, int64_t cap, const char *name) {
  uint64_t i = hash_name(name) & (uint64_t)(cap - 1);
  while (entries[i].name && strcmp(entries[i].name, name) != 0) i = (i + 1) & (uint64_t)(cap - 1);
  return &entries[i];
}

void rt_module_set(Value module, const char *name, Value v) {
  Module *m = RT_AS(Module, module);
  if ((m->count + 1) * 2 > m->cap) {
    int64_t cap = m->cap * 2;
    AttrEntry *fresh = rt_calloc((size_t)cap, sizeof *fresh);
    for (int64_t i = 0; i < m->cap; i++) {
      if (m->entries[i].name) *find_slot(fresh, cap, m->entries[i].name) = m->entries[i];
    }
    free(m->entries);
    m->entries = fresh;
    m->cap = cap;
  }
  AttrEntry *e = find_slot(m->entries, m->cap, name);
  if (e->name) {
    rt_decref(e->value);
  } else {
    e->name = rt_strdup(name);
    m->count++;
  }
  e->value = v;
  if (!rt_is_undef(m->dict)) rt_dict_set_str(m->dict, name, v);
}

Value rt_module_dict(Value module) {
  Module *m = RT_AS(Module, module);
  if (m->live && m->live->dict) return m->live->dict(module);
  rt_module_refresh(module);
  if (rt_is_undef(m->dict)) {
    Value d = rt_dict_new();
    Value name = rt_str_from_c(m->name);
    rt_dict_set_str(d, "__name__", name);
    rt_decref(name);
    for (int64_t i = 0; i < m->cap; i++) {
      if (m->entries[i].name) rt_dict_set_str(d, m->entries[i].name, m->entries[i].value);
    }
    m->dict = d;
  }
  rt_incref(m->dict);
  return m->dict;
}

void rt_module_add_fn(Value module, const char *name, NativeFn fn) {
  rt_module_set(module, name, rt_native_new(name, fn));
}

Value rt_module_lookup(Value module, const char *name) {
  Module *m = RT_AS(Module, module);
  if (m->live) return m->live->lookup(module, name);
  AttrEntry *e = find_slot(m->entries, m->cap, name);
  return e->name ? e->value : rt_undef();
}

void rt_module_refresh(Value module) {
  Module *m = RT_AS(Module, module);
  if (m->live) m->live->refresh(module);
}
