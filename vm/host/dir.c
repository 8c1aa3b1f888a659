/* dir.c — the dir() builtin, as CPython 3.11 lists names: dir() the caller's local names (at
 * module level the module's, with the dunders CPython's __main__ has), dir(obj) the sorted
 * attribute names of a module, a class (its own and its bases'), an instance (its attributes
 * and its class's), or a builtin type or value. Builtin types have no attribute table to walk
 * in Weft: their lists are CPython's, kept as data in dir_names.c. Also what AttributeError's
 * "Did you mean" searches (vm_dir_list). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

static void put(Value list, const char *name, size_t n) {
  Value s = rt_str_new(name, n);
  rt_list_append(list, s);
  rt_decref(s);
}

static void put_c(Value list, const char *name) { put(list, name, strlen(name)); }

/* The names of a table of dir_names.c ("list", "module math"): false when there is none. */
static bool put_table(Value list, const char *key) {
  const VmDirTable *t = vm_dir_tables;
  while (t->key && strcmp(t->key, key) != 0) t++;
  if (!t->key) return false;
  for (const char *p = t->names; *p;) {
    size_t n = strcspn(p, " ");
    put(list, p, n);
    p += n + (p[n] == ' ');
  }
  return true;
}

static void put_module(Value list, Value m) {
  rt_module_refresh(m);
  const Module *mod = RT_AS(Module, m);
  for (int64_t k = 0; k < mod->cap; k++) {
    const char *name = mod->entries[k].name;
    /* __weft_*: the compiler's hidden helpers (match, except*), in no namespace a program sees */
    if (name && !rt_is_undef(mod->entries[k].value) && strncmp(name, "__weft_", 7) != 0) put_c(list, name);
  }
  char key[256];
  snprintf(key, sizeof key, "module %s", mod->name);
  if (!put_table(list, key)) put_table(list, "module");
}

/* A builtin class value (int, list, an exception class): its table, as dir(int) == dir(1). */
static void put_builtin(Value list, Value cls) {
  if (rt_is_exc_class(cls)) {
    if (!put_table(list, rt_exc_class_display(cls))) put_table(list, "BaseException");
  } else if (rt_is_native(cls)) {
    if (!put_table(list, RT_AS(NativeFunc, cls)->name)) put_table(list, "object");
  }
}

static void put_attrmap(Value list, const AttrMap *m) {
  for (int k = 0; k < m->n; k++) {
    if (!rt_is_undef(m->e[k].value)) put(list, rt_str_data(m->e[k].key), (size_t)RT_AS(Str, m->e[k].key)->nbytes);
  }
}

/* What a user class's __dict__ holds besides its body's names: __module__ and __doc__, the
 * __dict__ and __weakref__ descriptors (none on subclasses of int, tuple and bytes, whose
 * instances have no room for a weak reference list), __annotations__ when the body has some. */
static void put_user_class(Value list, const ClassObj *c) {
  put_attrmap(list, &c->dict);
  put_c(list, "__module__");
  put_c(list, "__doc__");
  if (c->flags & RT_CLASS_NO_DICT) { /* __slots__: a descriptor per slot instead */
    for (int k = 0; k < c->slots.n; k++) rt_list_append(list, c->slots.e[k].key);
  } else {
    put_c(list, "__dict__");
    if (c->base_kind != RT_BASE_INT && c->base_kind != RT_BASE_TUPLE) put_c(list, "__weakref__");
  }
  if (!rt_is_none(c->annotations) && !rt_is_undef(c->annotations)) put_c(list, "__annotations__");
  if (!rt_is_undef(c->fields)) { /* what @dataclass adds */
    put_c(list, "__dataclass_fields__");
    put_c(list, "__dataclass_params__");
  }
}

static void put_class(Value list, Value cls) {
  const Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, cls)->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value item = mro->items[k];
    if (!rt_is_class(item)) put_builtin(list, item);
    else if (RT_AS(ClassObj, item)->flags & (RT_CLASS_BUILTIN | RT_CLASS_OBJECT)) put_table(list, RT_AS(ClassObj, item)->name);
    else put_user_class(list, RT_AS(ClassObj, item));
  }
  put_table(list, "object");
}

static void put_instance(Value list, Value obj) {
  const Instance *in = RT_AS(Instance, obj);
  if (!rt_is_undef(in->dict)) {
    Value k, v;
    for (int64_t i = 0; rt_dict_next(in->dict, &i, &k, &v);) {
      if (rt_is_str(k)) rt_list_append(list, k);
    }
  } else {
    const AttrMap *slots = &in->cls->slots;
    for (int k = 0; k < slots->n; k++) {
      int64_t i = slots->e[k].value.as.i;
      if (i < in->nslots && !rt_is_undef(in->slots[i])) rt_list_append(list, slots->e[k].key);
    }
  }
  put_class(list, rt_obj(&in->cls->hdr));
}

static void put_exception(Value list, Value exc) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  for (int k = 0; k < n; k++) put_c(list, attrs[k].name);
  Value cls = rt_exc_class_of(exc);
  if (rt_is_class(cls)) put_class(list, cls);
  else put_builtin(list, cls);
}

/* A value of a builtin type: its type's table ("collections.deque" is listed as "deque"). */
static void put_type_table(Value list, const char *type) {
  const char *dot = strrchr(type, '.');
  if (!put_table(list, type) && !(dot && put_table(list, dot + 1))) put_table(list, "object");
}

/* A def's function: its attributes (f.x = 1) and the function type's names. */
static void put_function(Value list, Value f) {
  Value attrs = RT_AS(Function, f)->attrs, k, v;
  for (int64_t i = 0; !rt_is_undef(attrs) && rt_dict_next(attrs, &i, &k, &v);) {
    if (rt_is_str(k)) rt_list_append(list, k);
  }
  put_table(list, "function");
}

static void put_attributes(Value list, Value v) {
  if (rt_is_type(v, &rt_module_type)) put_module(list, v);
  else if (vm_is_function(v)) put_function(list, v);
  else if (rt_is_class(v)) put_class(list, v);
  else if (rt_is_instance(v)) put_instance(list, v);
  else if (rt_is_exception(v)) put_exception(list, v);
  else if (rt_is_exc_class(v) || (rt_is_native(v) && RT_AS(NativeFunc, v)->instancecheck)) put_builtin(list, v);
  else put_type_table(list, rt_type_name(v));
}

/* Sorted, each name once (a new list; `names` is consumed). */
static Value sorted_unique(Value names) {
  int mark = rt_cleanup_push_value(&names);
  rt_list_sort(names, rt_none(), false);
  Value out = rt_list_new(0);
  const List *l = RT_AS(List, names);
  for (int64_t k = 0; k < l->n; k++) {
    if (k > 0 && strcmp(rt_str_data(l->items[k]), rt_str_data(l->items[k - 1])) == 0) continue;
    rt_list_append(out, l->items[k]);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

Value vm_dir_list(Value obj) {
  Value names = rt_list_new(0);
  int mark = rt_cleanup_push_value(&names);
  put_attributes(names, obj);
  rt_cleanup_pop(mark, false);
  return sorted_unique(names);
}

/* What CPython's __main__ module holds before the program runs (a file's also __file__ and
 * __cached__; the REPL's not). */
static const char *const main_dunders[] = {
    "__annotations__", "__builtins__", "__doc__", "__loader__", "__name__", "__package__", "__spec__",
};

static Value local_names(Vm *vm) {
  bool module;
  Value d = vm_locals_dict(vm, &module);
  int mark = rt_cleanup_push_value(&d);
  Value names = rt_list_new(0);
  rt_cleanup_push_value(&names);
  Value k, v;
  bool file = false;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) {
    rt_list_append(names, k);
    file = file || strcmp(rt_str_data(k), "__file__") == 0;
  }
  if (module) {
    for (size_t i = 0; i < sizeof main_dunders / sizeof *main_dunders; i++) put_c(names, main_dunders[i]);
    if (file) put_c(names, "__cached__");
  }
  rt_incref(names);
  rt_cleanup_pop(mark, true);
  return sorted_unique(names);
}

/* An instance whose class defines __dir__ (not object's): what it returns, as a sorted list;
 * RT_UNDEF otherwise. */
static Value own_dir(Value obj) {
  if (!rt_is_instance(obj)) return rt_undef();
  ClassObj *owner = NULL;
  Value f = rt_class_lookup(RT_AS(Instance, obj)->cls, "__dir__", &owner);
  if (rt_is_undef(f) || !owner || (owner->flags & RT_CLASS_OBJECT)) return rt_undef();
  Value m = rt_getattr(obj, "__dir__");
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, 0, NULL, NULL);
  rt_cleanup_push_value(&r);
  Value l = rt_call(rt_builtin_lookup("list"), 1, &r, NULL);
  rt_cleanup_push_value(&l);
  rt_list_sort(l, rt_none(), false);
  rt_incref(l);
  rt_cleanup_pop(mark, true);
  return l;
}

static Value b_dir(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("dir", argc, kw, 0, 1, RT_ARGS_CLINIC);
  if (argc == 0) return local_names(vm_current);
  Value own = own_dir(argv[0]);
  return rt_is_undef(own) ? vm_dir_list(argv[0]) : own;
}

void vm_install_dir_builtin(void) { rt_module_add_fn(rt_builtins_module(), "dir", b_dir); }
