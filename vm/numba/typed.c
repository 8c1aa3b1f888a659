/* typed.c — numba.typed.List and numba.typed.Dict as the host sees them (Numba 0.56): containers
 * whose item (key, value) types are fixed by the first item stored or by empty_list/empty, that
 * convert what is stored to that type (safe casts only, Numba's TypingError otherwise) and print
 * as Numba does: str `[1, 2]` / `{a: 1.5}` (items by str()), repr `ListType[int64]([1, 2])` /
 * `DictType[unicode_type,float64]<iv=None>({a: 1.5})`. Items live in a Python list or dict, so
 * reading, iterating and the methods are theirs. @jit code given one runs in the interpreter
 * tier (kir_numba.c types them, so no TypingError), with these semantics.
 * Also numba.types.unicode_type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir.h"
#include "../kir/kir_typer.h"
#include "../kir/numba_types.h"
#include "../np/array.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "numba_module.h"
#include "numba_ufunc.h"

/* An item type: undefined until the first item, a number type, a string, or another value
 * (arrays: stored as they are, named as Numba names them). */
typedef enum { TE_UNDEF, TE_NUM, TE_STR, TE_OTHER } TElemKind;
typedef struct TElem {
  TElemKind kind;
  DType dt;
  char name[160];
} TElem;

typedef struct TypedList {
  Obj hdr;
  Value items; /* a Python list of converted items */
  TElem ty;
} TypedList;

typedef struct TypedDict {
  Obj hdr;
  Value items; /* a Python dict */
  TElem kt, vt;
} TypedDict;

static const ObjType typed_list_type, typed_dict_type, unicode_type_type;
typedef struct ModState {
  Value list_class, dict_class; /* numba.typed.List and Dict (made once, by the module) */
  Value extended; /* the (list type; argument type) pairs typed.List.extend compiled for: a dict */
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->dict_class);
  rt_decref(s->list_class);
  if (rt_is_obj(s->extended)) rt_decref(s->extended);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"numba.typed", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value list_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->list_class);
  return st->list_class;
}

static Value dict_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->dict_class);
  return st->dict_class;
}

/* ---- item types ---- */

static TElem elem_num(DType dt) {
  TElem t = {TE_NUM, dt, ""};
  snprintf(t.name, sizeof t.name, "%s", rt_dtypes[dt].name);
  return t;
}

static bool is_list(Value v);
static bool is_dict(Value v);

/* The type Numba gives a value stored first. */
static TElem elem_of_value(Value v) {
  TElem t = {TE_OTHER, DT_FLOAT64, ""};
  if (rt_is_str(v)) {
    t.kind = TE_STR;
    snprintf(t.name, sizeof t.name, "unicode_type");
    return t;
  }
  if ((is_list(v) || is_dict(v)) && !rt_is_undef(v)) { /* a typed container inside another */
    Value named = nb_typed_typeof(v);
    if (!rt_is_undef(named)) {
      snprintf(t.name, sizeof t.name, "%s", nb_named_type_name(named));
      rt_decref(named);
      return t;
    }
  }
  if (rt_is_tuple(v) && kir_value_numba_name(v, t.name, sizeof t.name, false)) return t; /* UniTuple(int64 x 2) */
  if (rt_is_instance(v) && (RT_AS(Instance, v)->cls->flags & RT_CLASS_JITCLASS)) { /* stored as it is */
    const ClassObj *c = RT_AS(Instance, v)->cls;
    snprintf(t.name, sizeof t.name, "instance.jitclass.%s#%llx", c->name, (unsigned long long)(uintptr_t)c);
    return t;
  }
  KirTy k;
  char why[160];
  if (!kir_try_type_of_value(v, &k, why, sizeof why))
    rt_raise(RT_EXC_TypeError, "numba.typed containers in Weft hold numbers, strings and arrays, not '%s'", rt_type_name(v));
  if (k.kind == KIR_TY_SCALAR) return elem_num(k.dtype);
  kir_type_name(k, t.name, sizeof t.name);
  return t;
}

/* The type a numba type object (types.int64, types.unicode_type, float64[:]) stands for. */
static TElem elem_of_type(Value ty) {
  TElem t = {TE_OTHER, DT_FLOAT64, ""};
  if (rt_is_type(ty, &unicode_type_type)) {
    t.kind = TE_STR;
    snprintf(t.name, sizeof t.name, "unicode_type");
    return t;
  }
  if (nb_named_type_name(ty)) { /* a typed container, stored as it is */
    snprintf(t.name, sizeof t.name, "%s", nb_named_type_name(ty));
    return t;
  }
  /* a NumPy scalar type (np.int64): Numba takes it as its number type */
  if (rt_is_native(ty) && RT_AS(NativeFunc, ty)->repr_as && rt_dtype_try_from_value(ty) >= 0) {
    DType dt = (DType)rt_dtype_try_from_value(ty);
    if (rt_dtypes[dt].kind == 'b' || rt_dtypes[dt].kind == 'i' || rt_dtypes[dt].kind == 'u' ||
        rt_dtypes[dt].kind == 'f' || rt_dtypes[dt].kind == 'c')
      return elem_num(dt);
  }
  if (!nb_is_type(ty) || RT_AS(NbType, ty)->is_sig || RT_AS(NbType, ty)->ty.kind == KIR_TY_VOID)
    rt_raise(RT_EXC_TypeError, "expecting a Numba type, got '%s'", rt_type_name(ty));
  KirTy k = RT_AS(NbType, ty)->ty;
  if (k.kind == KIR_TY_SCALAR) return elem_num(k.dtype);
  kir_type_name(k, t.name, sizeof t.name);
  if (t.name[0] == '?') { /* a type the typer has no KirTy for (types.UniTuple(int64, 2)): its str() */
    Value s = rt_to_str(ty);
    snprintf(t.name, sizeof t.name, "%s", rt_str_data(s));
    rt_decref(s);
  }
  return t;
}

/* An array into an item type of layout A with its dtype and dimensions: Numba's safe cast of
 * array(float64, 1d, C) to array(float64, 1d, A) (float64[:]); the array itself is stored. */
static bool to_any_layout(const TElem *t, const TElem *have) {
  size_t n = strlen(t->name);
  if (n < 4 || strncmp(t->name, "array(", 6) != 0 || strcmp(t->name + n - 4, ", A)") != 0) return false;
  return strlen(have->name) == n && strncmp(t->name, have->name, n - 3) == 0;
}

/* A tuple item as Numba boxes it: NumPy number scalars (the interpreter tier's int64) as
 * Python numbers, nested tuples item by item (a new reference). */
static Value boxed_tuple(Value v) {
  const Tuple *t = RT_AS(Tuple, v);
  Value out = rt_tuple_new(t->n);
  for (int64_t k = 0; k < t->n; k++) {
    Value item = t->items[k];
    if (rt_is_npscalar(item) && strchr("biuf", rt_dtypes[RT_AS(NpScalar, item)->dtype].kind) &&
        RT_AS(NpScalar, item)->dtype != DT_FLOAT16)
      item = rt_npscalar_to_py(item);
    else if (rt_is_tuple(item))
      item = boxed_tuple(item);
    else
      rt_incref(item);
    rt_tuple_set(out, k, item);
  }
  return out;
}

/* v as an item of type t (a new reference): numbers cast safely to t's dtype, as Numba's _cast. */
static Value convert(TElem *t, Value v) {
  if (t->kind == TE_UNDEF) *t = elem_of_value(v);
  TElem have = elem_of_value(v);
  if (t->kind == TE_NUM && have.kind == TE_NUM) {
    if (have.dt != t->dt && !nb_can_cast_safe(have.dt, t->dt))
      rt_raise(RT_EXC_TypingError, "cannot safely cast %s to %s. Please cast explicitly.", have.name, t->name);
    char from[16] = {0}, to[16] = {0};
    double re = 0, im = 0;
    if (rt_dtypes[have.dt].kind == 'c') {
      rt_complex_operand(v, &re, &im);
      return rt_complex_new(re, im);
    }
    if (v.tag == RT_BOOL || v.tag == RT_INT) rt_elem_set_i64(have.dt, from, v.tag == RT_BOOL ? v.as.b : v.as.i);
    else if (v.tag == RT_FLOAT) rt_elem_set_f64(have.dt, from, v.as.f);
    else memcpy(from, RT_AS(NpScalar, v)->as.bytes, (size_t)rt_dtypes[have.dt].itemsize);
    rt_elem_cast(t->dt, to, have.dt, from);
    switch (rt_dtypes[t->dt].kind) { /* Numba boxes items as Python numbers */
    case 'b': return rt_bool(to[0] != 0);
    case 'f': return rt_float(rt_elem_get_f64(t->dt, to));
    case 'u': return rt_int_from_u64(rt_elem_get_u64(t->dt, to));
    case 'c': return rt_complex_new(rt_elem_get_f64(t->dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64, to),
                                    rt_elem_get_f64(t->dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64,
                                                    to + rt_dtypes[t->dt].itemsize / 2));
    default: return rt_int(rt_elem_get_i64(t->dt, to));
    }
  }
  if (t->kind != have.kind || (t->kind == TE_OTHER && strcmp(t->name, have.name) != 0 && !to_any_layout(t, &have)))
    rt_raise(RT_EXC_TypingError, "cannot safely cast %s to %s. Please cast explicitly.", have.name, t->name);
  if (rt_is_tuple(v)) return boxed_tuple(v);
  rt_incref(v);
  return v;
}

/* Items by str(), joined as Numba prints its containers. */
static void put_str(StrBuf *sb, Value v) {
  Value s = rt_to_str(v);
  rt_sb_puts(sb, rt_str_data(s));
  rt_decref(s);
}

/* ---- List ---- */

static Value list_new(TElem ty) {
  TypedList *l = rt_calloc(1, sizeof *l);
  rt_obj_init(&l->hdr, &typed_list_type);
  l->items = rt_list_new(0);
  l->ty = ty;
  return rt_obj(l);
}

static void list_append(Value self, Value v) {
  TypedList *l = RT_AS(TypedList, self);
  Value item = convert(&l->ty, v);
  rt_list_append(l->items, item);
  rt_decref(item);
}

static void list_extend(Value self, Value iterable) {
  Value it = rt_iter(iterable);
  int mark = rt_cleanup_push_value(&it);
  Value v;
  while (rt_next(it, &v)) {
    int m2 = rt_cleanup_push_value(&v);
    list_append(self, v);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
}

static Value list_str_of(Value self, bool repr) {
  const TypedList *l = RT_AS(TypedList, self);
  StrBuf sb;
  rt_sb_init(&sb);
  if (repr) rt_sb_printf(&sb, "ListType[%s](", l->ty.kind == TE_UNDEF ? "Undefined" : l->ty.name);
  rt_sb_puts(&sb, "[");
  int64_t n = rt_len(l->items);
  for (int64_t i = 0; i < n; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    Value v = rt_getitem(l->items, rt_int(i));
    put_str(&sb, v);
    rt_decref(v);
  }
  rt_sb_puts(&sb, repr ? "])" : "]");
  return rt_sb_to_str(&sb);
}

static Value list_repr(Value self) { return list_str_of(self, true); }
static Value list_str(Value self) { return list_str_of(self, false); }

static Value m_append(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("append", argc, kw, 1, 1);
  list_append(self, argv[0]);
  return rt_none();
}

/* List.extend(a Python list): Numba compiles its _extend for the list's type and the reflected
 * list's, warning of reflected lists at each new pair. */
static void extend_compiles(const TypedList *l, Value arg) {
  if (!rt_is_list(arg) || rt_len(arg) == 0) return;
  Value first = rt_getitem(arg, rt_int(0));
  int mark = rt_cleanup_push_value(&first);
  TElem ty = l->ty.kind == TE_UNDEF ? elem_of_value(first) : l->ty;
  TElem item = elem_of_value(first); /* Numba types a reflected list by its first item */
  ModState *st = mod_state();
  if (!rt_is_obj(st->extended)) st->extended = rt_dict_new();
  Value key = rt_str_printf("%s;%s", ty.name, item.name);
  rt_cleanup_push_value(&key);
  if (rt_is_undef(rt_dict_get(st->extended, key))) {
    rt_dict_set(st->extended, key, rt_none());
    kir_numba_list_extend_warn();
  }
  rt_cleanup_pop(mark, true);
}

static Value m_extend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("extend", argc, kw, 1, 1);
  extend_compiles(RT_AS(TypedList, self), argv[0]);
  list_extend(self, argv[0]);
  return rt_none();
}

static Value m_insert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("insert", argc, kw, 2, 2);
  TypedList *l = RT_AS(TypedList, self);
  Value item = convert(&l->ty, argv[1]);
  Value args[2] = {argv[0], item};
  int mark = rt_cleanup_push_value(&item);
  Value m = rt_getattr(l->items, "insert");
  rt_cleanup_push_value(&m);
  rt_decref(rt_call(m, 2, args, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("copy", argc, kw, 0, 0);
  TypedList *l = RT_AS(TypedList, self);
  Value r = list_new(l->ty);
  list_extend(r, l->items);
  return r;
}

static Value list_getitem(Value self, Value key) {
  TypedList *l = RT_AS(TypedList, self);
  Value v = rt_getitem(l->items, key);
  if (!rt_is_list(v)) return v;
  Value r = list_new(l->ty); /* a slice is a typed list of the same type */
  int mark = rt_cleanup_push_value(&v);
  list_extend(r, v);
  rt_cleanup_pop(mark, true);
  return r;
}

static void list_setitem(Value self, Value key, Value v) {
  TypedList *l = RT_AS(TypedList, self);
  Value item = convert(&l->ty, v);
  int mark = rt_cleanup_push_value(&item);
  rt_setitem(l->items, key, item);
  rt_cleanup_pop(mark, true);
}

static void list_delitem(Value self, Value key) { rt_delitem(RT_AS(TypedList, self)->items, key); }
static int64_t list_len(Value self) { return rt_len(RT_AS(TypedList, self)->items); }
static Value list_iter(Value self) { return rt_iter(RT_AS(TypedList, self)->items); }
static int list_contains(Value self, Value item) { return rt_contains(RT_AS(TypedList, self)->items, item); }

static Value list_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !rt_is_type(a, &typed_list_type)) return rt_undef();
  Value other = rt_is_type(b, &typed_list_type) ? RT_AS(TypedList, b)->items : b;
  return rt_binop(op, RT_AS(TypedList, a)->items, other);
}

/* pop, index, count, clear, reverse, sort: the item list's own methods. */
static Value list_getattr(Value self, const char *name) {
  static const struct { const char *name; NativeFn fn; } own[] = {
      {"append", m_append}, {"extend", m_extend}, {"insert", m_insert}, {"copy", m_copy}};
  for (size_t k = 0; k < sizeof own / sizeof own[0]; k++)
    if (!strcmp(name, own[k].name)) return rt_native_bind(own[k].name, own[k].fn, self);
  static const char *const passed[] = {"pop", "index", "count", "clear", "reverse", "sort"};
  for (size_t k = 0; k < sizeof passed / sizeof passed[0]; k++)
    if (!strcmp(name, passed[k])) return rt_getattr(RT_AS(TypedList, self)->items, name);
  if (!strcmp(name, "_dtype")) { /* the item type, as a Numba type; an untyped list has none */
    const TypedList *l = RT_AS(TypedList, self);
    if (l->ty.kind == TE_UNDEF) rt_raise(RT_EXC_RuntimeError, "invalid operation on untyped list");
    if (l->ty.kind == TE_NUM) { /* Numba's number type itself (an Integer, a Float, ...) */
      KirTy k = {KIR_TY_SCALAR, l->ty.dt, 0, 'A', 0};
      return nb_type_new(k);
    }
    return nb_named_type_new(l->ty.name);
  }
  return rt_undef();
}

static void list_free(Obj *o) {
  rt_decref(((TypedList *)o)->items);
  free(o);
}

static const ObjType typed_list_type = {
    .name = "List",
    .free = list_free,
    .repr = list_repr,
    .str = list_str,
    .getattr = list_getattr,
    .getitem = list_getitem,
    .setitem = list_setitem,
    .delitem = list_delitem,
    .iter = list_iter,
    .len = list_len,
    .contains = list_contains,
    .binop = list_binop,
    .type_object = list_type_object,
};

/* List() / List(iterable) */
static Value list_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("List", argc, kw, 0, 1);
  TElem undef = {TE_UNDEF, DT_FLOAT64, ""};
  Value l = list_new(undef);
  int mark = rt_cleanup_push_value(&l);
  if (argc) list_extend(l, argv[0]);
  rt_cleanup_pop(mark, false);
  return l;
}

/* List.empty_list(item_type, allocated=0) */
static Value list_empty(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"item_type", "allocated"};
  Value a[2];
  rt_parse_args("empty_list", argc, argv, kw, 2, names, 1, a);
  return list_new(elem_of_type(a[0]));
}

static bool is_list(Value v) { return rt_is_type(v, &typed_list_type); }

/* ---- Dict ---- */

static Value dict_new(TElem kt, TElem vt) {
  TypedDict *d = rt_calloc(1, sizeof *d);
  rt_obj_init(&d->hdr, &typed_dict_type);
  d->items = rt_dict_new();
  d->kt = kt;
  d->vt = vt;
  return rt_obj(d);
}

static Value dict_str_of(Value self, bool repr) {
  const TypedDict *d = RT_AS(TypedDict, self);
  StrBuf sb;
  rt_sb_init(&sb);
  if (repr && d->kt.kind == TE_UNDEF) rt_sb_puts(&sb, "None(");
  else if (repr) rt_sb_printf(&sb, "DictType[%s,%s]<iv=None>(", d->kt.name, d->vt.name);
  rt_sb_puts(&sb, "{");
  Value it = rt_iter(d->items);
  Value k;
  for (bool first = true; rt_next(it, &k); first = false) {
    if (!first) rt_sb_puts(&sb, ", ");
    put_str(&sb, k);
    rt_sb_puts(&sb, ": ");
    put_str(&sb, rt_dict_get(d->items, k));
    rt_decref(k);
  }
  rt_decref(it);
  rt_sb_puts(&sb, repr ? "})" : "}");
  return rt_sb_to_str(&sb);
}

static Value dict_repr(Value self) { return dict_str_of(self, true); }
static Value dict_str(Value self) { return dict_str_of(self, false); }

static void dict_setitem(Value self, Value key, Value v) {
  TypedDict *d = RT_AS(TypedDict, self);
  Value k = convert(&d->kt, key);
  int mark = rt_cleanup_push_value(&k);
  Value val = convert(&d->vt, v);
  rt_cleanup_push_value(&val);
  rt_dict_set(d->items, k, val);
  rt_cleanup_pop(mark, true);
}

/* A missing key is Numba's KeyError() with no arguments (its compiled lookup raises it so),
 * from Python and from jitted code alike. */
static Value dict_getitem(Value self, Value key) {
  Value v = rt_dict_get(RT_AS(TypedDict, self)->items, key);
  if (rt_is_undef(v)) rt_raise(RT_EXC_KeyError, "%s", "");
  rt_incref(v);
  return v;
}

static void dict_delitem(Value self, Value key) {
  if (rt_is_undef(rt_dict_get(RT_AS(TypedDict, self)->items, key))) rt_raise(RT_EXC_KeyError, "%s", "");
  rt_delitem(RT_AS(TypedDict, self)->items, key);
}
static int64_t dict_len(Value self) { return rt_len(RT_AS(TypedDict, self)->items); }
static Value dict_iter(Value self) { return rt_iter(RT_AS(TypedDict, self)->items); }
static int dict_contains(Value self, Value item) { return rt_contains(RT_AS(TypedDict, self)->items, item); }

static Value m_dcopy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("copy", argc, kw, 0, 0);
  TypedDict *d = RT_AS(TypedDict, self);
  Value r = dict_new(d->kt, d->vt);
  rt_decref(RT_AS(TypedDict, r)->items);
  Value copy = rt_getattr(d->items, "copy");
  RT_AS(TypedDict, r)->items = rt_call(copy, 0, NULL, NULL);
  rt_decref(copy);
  return r;
}

static Value m_setdefault(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("setdefault", argc, kw, 1, 2);
  Value have = rt_dict_get(RT_AS(TypedDict, self)->items, argv[0]);
  if (!rt_is_undef(have)) return rt_incref(have), have;
  dict_setitem(self, argv[0], argc > 1 ? argv[1] : rt_none());
  return dict_getitem(self, argv[0]);
}

/* d.pop(key[, default]): a missing key without a default is Numba's KeyError(). */
static Value m_dpop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("pop", argc, kw, 1, 2);
  Value items = RT_AS(TypedDict, self)->items;
  if (rt_is_undef(rt_dict_get(items, argv[0]))) {
    if (argc < 2) rt_raise(RT_EXC_KeyError, "%s", "");
    rt_incref(argv[1]);
    return argv[1];
  }
  Value pop = rt_getattr(items, "pop");
  int mark = rt_cleanup_push_value(&pop);
  Value r = rt_call(pop, 1, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* d.popitem() on an empty dict: Numba's KeyError('dictionary is empty'). */
static Value m_dpopitem(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("popitem", argc, kw, 0, 0);
  Value items = RT_AS(TypedDict, self)->items;
  if (rt_len(items) == 0) rt_raise(RT_EXC_KeyError, "'dictionary is empty'");
  Value popitem = rt_getattr(items, "popitem");
  int mark = rt_cleanup_push_value(&popitem);
  Value r = rt_call(popitem, 0, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* keys, values, items, get, clear: the item dict's own methods. */
static Value dict_getattr(Value self, const char *name) {
  if (!strcmp(name, "copy")) return rt_native_bind("copy", m_dcopy, self);
  if (!strcmp(name, "pop")) return rt_native_bind("pop", m_dpop, self);
  if (!strcmp(name, "popitem")) return rt_native_bind("popitem", m_dpopitem, self);
  if (!strcmp(name, "setdefault")) return rt_native_bind("setdefault", m_setdefault, self);
  static const char *const passed[] = {"keys", "values", "items", "get", "clear"};
  for (size_t k = 0; k < sizeof passed / sizeof passed[0]; k++)
    if (!strcmp(name, passed[k])) return rt_getattr(RT_AS(TypedDict, self)->items, name);
  return rt_undef();
}

static void dict_free(Obj *o) {
  rt_decref(((TypedDict *)o)->items);
  free(o);
}

static const ObjType typed_dict_type = {
    .name = "Dict",
    .free = dict_free,
    .repr = dict_repr,
    .str = dict_str,
    .getattr = dict_getattr,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .delitem = dict_delitem,
    .iter = dict_iter,
    .len = dict_len,
    .contains = dict_contains,
    .type_object = dict_type_object,
};

static Value dict_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("Dict", argc, kw, 0, 0);
  TElem undef = {TE_UNDEF, DT_FLOAT64, ""};
  return dict_new(undef, undef);
}

/* Dict.empty(key_type, value_type, n_keys=0) */
static Value dict_empty(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"key_type", "value_type", "n_keys"};
  Value a[3];
  rt_parse_args("empty", argc, argv, kw, 3, names, 2, a);
  return dict_new(elem_of_type(a[0]), elem_of_type(a[1]));
}

static bool is_dict(Value v) { return rt_is_type(v, &typed_dict_type); }

/* ---- numba.types.unicode_type ---- */

static Value unicode_repr(Value self) {
  (void)self;
  return rt_str_from_c("unicode_type");
}

static void unicode_free(Obj *o) { free(o); }

static const ObjType unicode_type_type = {.name = "UnicodeType", .free = unicode_free, .repr = unicode_repr};

Value nb_unicode_type_new(void) {
  Obj *o = rt_calloc(1, sizeof *o);
  rt_obj_init(o, &unicode_type_type);
  return rt_obj(o);
}

/* ---- numba.typeof of containers: a type known by its name ---- */

/* A Python list's items all of one type (Numba's reflected list): its name, or false. */
static bool reflected_item(Value v, char *name, size_t n) {
  const List *l = RT_AS(List, v);
  if (l->n == 0) return false;
  TElem first = elem_of_value(l->items[0]);
  for (int64_t k = 1; k < l->n; k++)
    if (strcmp(elem_of_value(l->items[k]).name, first.name) != 0) return false;
  snprintf(name, n, "%s", first.name);
  return first.kind != TE_OTHER || strncmp(first.name, "array(", 6) == 0;
}

/* A set's type is its first item's (numba/core/typing/typeof.py, _typeof_set); false when that
 * item has no Numba type. An empty set is its ValueError. */
static bool set_item(Value v, char *name, size_t n) {
  Value it = rt_iter(v), x;
  int mark = rt_cleanup_push_value(&it);
  if (!rt_next(it, &x)) rt_raise(RT_EXC_ValueError, "Cannot type empty set");
  TElem e = elem_of_value(x);
  rt_decref(x);
  rt_cleanup_pop(mark, true);
  snprintf(name, n, "%s", e.name);
  return e.kind != TE_OTHER;
}

Value nb_typed_typeof(Value v) {
  char item[160], name[400];
  if (rt_is_none(v)) {
    snprintf(name, sizeof name, "none"); /* types.none */
  } else if (is_list(v) && RT_AS(TypedList, v)->ty.kind != TE_UNDEF) {
    snprintf(name, sizeof name, "ListType[%s]", RT_AS(TypedList, v)->ty.name);
  } else if (is_dict(v) && RT_AS(TypedDict, v)->kt.kind != TE_UNDEF) {
    snprintf(name, sizeof name, "DictType[%s,%s]<iv=None>", RT_AS(TypedDict, v)->kt.name, RT_AS(TypedDict, v)->vt.name);
  } else if (rt_is_list(v) && reflected_item(v, item, sizeof item)) {
    snprintf(name, sizeof name, "reflected list(%s)<iv=None>", item);
  } else if (rt_is_set(v) && set_item(v, item, sizeof item)) {
    snprintf(name, sizeof name, "reflected set(%s)", item);
  } else if (rt_is_type(v, &rt_bytes_type)) {
    snprintf(name, sizeof name, "readonly bytes(uint8, 1d, C)");
  } else if (!strcmp(rt_type_name(v), "numpy.datetime64") || !strcmp(rt_type_name(v), "numpy.timedelta64")) {
    Value dt = rt_getattr(v, "dtype"); /* Numba names the scalar as its dtype: datetime64[D] */
    Value text = rt_to_str(dt);
    rt_decref(dt);
    snprintf(name, sizeof name, "%s", rt_str_data(text));
    rt_decref(text);
  } else {
    return rt_undef();
  }
  return nb_named_type_new(name);
}

/* ---- numba.types.ListType(item) and DictType(key, value) ---- */

static Value list_type_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"itemty"};
  Value a[1];
  rt_parse_args("ListType", argc, argv, kw, 1, names, 1, a);
  char name[400];
  snprintf(name, sizeof name, "ListType[%s]", elem_of_type(a[0]).name);
  Value t = nb_named_type_new(name);
  nb_named_type_set_attr(t, "item_type", a[0]);
  nb_named_type_set_attr(t, "dtype", a[0]);
  return t;
}

static Value dict_type_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"keyty", "valty"};
  Value a[2];
  rt_parse_args("DictType", argc, argv, kw, 2, names, 2, a);
  char name[400];
  snprintf(name, sizeof name, "DictType[%s,%s]<iv=None>", elem_of_type(a[0]).name, elem_of_type(a[1]).name);
  Value t = nb_named_type_new(name);
  nb_named_type_set_attr(t, "key_type", a[0]);
  nb_named_type_set_attr(t, "value_type", a[1]);
  return t;
}

static bool is_list_type(Value v) { return nb_named_type_name(v) && !strncmp(nb_named_type_name(v), "ListType[", 9); }
static bool is_dict_type(Value v) { return nb_named_type_name(v) && !strncmp(nb_named_type_name(v), "DictType[", 9); }

void nb_typed_register_types(Value types_module) {
  rt_module_set(types_module, "unicode_type", nb_unicode_type_new());
  rt_module_set(types_module, "ListType",
                rt_native_class("ListType", list_type_ctor, is_list_type, "<class 'numba.core.types.containers.ListType'>"));
  rt_module_set(types_module, "DictType",
                rt_native_class("DictType", dict_type_ctor, is_dict_type, "<class 'numba.core.types.containers.DictType'>"));
}

void rt_numba_typed_module_init(Value m) {
  ModState *st = mod_state();
  Value list = rt_native_class("List", list_ctor, is_list, "<class 'numba.typed.typedlist.List'>");
  rt_native_class_set_attr(list, "empty_list", rt_native_bind("empty_list", list_empty, rt_none()));
  rt_incref(list);
  st->list_class = list;
  rt_module_set(m, "List", list);
  Value dict = rt_native_class("Dict", dict_ctor, is_dict, "<class 'numba.typed.typeddict.Dict'>");
  rt_native_class_set_attr(dict, "empty", rt_native_bind("empty", dict_empty, rt_none()));
  rt_incref(dict);
  st->dict_class = dict;
  rt_module_set(m, "Dict", dict);
}
