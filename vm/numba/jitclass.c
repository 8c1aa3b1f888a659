/* jitclass.c — numba.experimental.jitclass: a class whose instances hold exactly the fields of
 * a spec (a list of (name, Numba type) pairs, a dict, or the class's annotations), as Numba's
 * jitclass structs do. The class is kept (its methods, properties and staticmethods run as
 * Weft runs @njit code) and given a __setattr__ that stores a scalar field as its type holds it
 * (a float32 field reads back 0.10000000149011612, an int32 field truncates 3.7 to 3) and
 * refuses a name the spec lacks with Python's AttributeError, as Numba's boxed instances do.
 * The class repr is Numba's (numba.experimental.jitclass.base.Bag), `Bag.class_type` names the
 * fields, and RT_CLASS_JITCLASS tells vm/kir that @njit code may take and make its instances. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../kir/numba_types.h"
#include "../obj/class.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "numba_module.h"

/* The fields, in spec order: Bag.class_type. */
typedef struct JitSpec {
  Obj hdr;
  char *cls_name;
  int n;
  char **names;
  Value *types; /* Numba type objects (owned) */
} JitSpec;

static void spec_free(Obj *o) {
  JitSpec *s = (JitSpec *)o;
  for (int k = 0; k < s->n; k++) {
    free(s->names[k]);
    rt_decref(s->types[k]);
  }
  free(s->names);
  free(s->types);
  free(s->cls_name);
  free(s);
}

/* Numba's ClassType name: jitclass.Bag#7f3fe9f47c10<value:int32,array:array(float32, 1d, A)> */
static Value spec_repr(Value self) {
  const JitSpec *s = RT_AS(JitSpec, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "jitclass.%s#%llx<", s->cls_name, (unsigned long long)(uintptr_t)s);
  for (int k = 0; k < s->n; k++) {
    Value t = rt_to_str(s->types[k]);
    rt_sb_printf(&sb, "%s%s:%s", k ? "," : "", s->names[k], rt_str_data(t));
    rt_decref(t);
  }
  rt_sb_printf(&sb, ">");
  Value r = rt_str_from_c(sb.data);
  rt_sb_free(&sb);
  return r;
}

static const ObjType jit_spec_type = {.name = "ClassType", .free = spec_free, .repr = spec_repr};

static void spec_add(JitSpec *s, Value name, Value type) {
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "spec keys should be strings, got %s", rt_type_name(name));
  s->names = rt_realloc(s->names, sizeof *s->names * (size_t)(s->n + 1));
  s->types = rt_realloc(s->types, sizeof *s->types * (size_t)(s->n + 1));
  s->names[s->n] = strdup(rt_str_data(name));
  rt_incref(type);
  s->types[s->n++] = type;
}

/* The spec's pairs: a dict's items or a sequence of 2-tuples (the class's annotations when
 * the decorator had no spec). */
static Value call_method0(Value obj, const char *name) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void spec_fill(JitSpec *s, Value spec) {
  Value items = rt_undef(); /* a dict or an OrderedDict: its items */
  bool mapping = !rt_is_list(spec) && !rt_is_tuple(spec) && rt_try_getattr(spec, "items", &items);
  if (mapping) rt_decref(items);
  Value pairs = mapping ? call_method0(spec, "items") : (rt_incref(spec), spec);
  int mark = rt_cleanup_push_value(&pairs);
  Value it = rt_iter(pairs), item;
  int imark = rt_cleanup_push_value(&it);
  while (rt_next(it, &item)) {
    int m2 = rt_cleanup_push_value(&item);
    if (!rt_is_tuple(item) || RT_AS(Tuple, item)->n != 2)
      rt_raise(RT_EXC_TypeError, "spec values should be (name, type) pairs");
    spec_add(s, RT_AS(Tuple, item)->items[0], RT_AS(Tuple, item)->items[1]);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(imark, true);
  rt_cleanup_pop(mark, true);
}

static int spec_find(const JitSpec *s, const char *name) {
  for (int k = 0; k < s->n; k++)
    if (strcmp(s->names[k], name) == 0) return k;
  return -1;
}

/* v as a field of type ty holds it: a scalar type casts (numba.int32(3.7) is 3) and the result
 * comes back a Python number, as Numba boxes it; other values are stored as they are. */
static Value field_value(Value ty, Value v) {
  if (!nb_is_type(ty) || RT_AS(NbType, ty)->is_sig || RT_AS(NbType, ty)->ty.kind != KIR_TY_SCALAR) {
    rt_incref(v);
    return v;
  }
  Value cast = rt_call(ty, 1, &v, NULL);
  int mark = rt_cleanup_push_value(&cast);
  Value r = call_method0(cast, "item");
  rt_cleanup_pop(mark, true);
  return r;
}

/* Bag.__setattr__(self, name, value) */
static Value jit_setattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__setattr__", argc, kw, 3, 3);
  const JitSpec *s = RT_AS(JitSpec, data);
  if (!rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "attribute name must be string");
  const char *name = rt_str_data(argv[1]);
  int k = spec_find(s, name);
  if (k < 0) { /* a property (with its setter) is the class's business; anything else is absent */
    ClassObj *c = rt_user_class_of(argv[0]);
    if (c && !rt_is_undef(rt_class_lookup(c, name, NULL))) {
      rt_instance_setattr_generic(argv[0], name, argv[2]);
      return rt_none();
    }
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '%s'", s->cls_name, name);
  }
  Value v = field_value(s->types[k], argv[2]);
  int mark = rt_cleanup_push_value(&v);
  rt_instance_setattr_generic(argv[0], name, v);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value jit_class_repr(Value cls) {
  char buf[512];
  snprintf(buf, sizeof buf, "<class 'numba.experimental.jitclass.base.%s'>", RT_AS(ClassObj, cls)->name);
  return rt_str_from_c(buf);
}

static const RtClassMeta jit_class_meta = {.repr = jit_class_repr};

/* The spec from the class's annotations ({'x': float64}), for @jitclass without one. */
static Value annotations_spec(Value cls) {
  Value ann;
  if (!rt_try_getattr(cls, "__annotations__", &ann)) return rt_list_new(0);
  return ann;
}

static Value make_jitclass(Value cls, Value spec) {
  if (!rt_is_class(cls)) rt_raise(RT_EXC_TypeError, "jitclass() expects a class, got %s", rt_type_name(cls));
  ClassObj *c = RT_AS(ClassObj, cls);
  JitSpec *s = rt_calloc(1, sizeof *s);
  rt_obj_init(&s->hdr, &jit_spec_type);
  s->cls_name = strdup(c->name);
  Value sv = rt_obj(&s->hdr);
  int mark = rt_cleanup_push_value(&sv);
  Value from = rt_is_none(spec) ? annotations_spec(cls) : (rt_incref(spec), spec);
  int fmark = rt_cleanup_push_value(&from);
  spec_fill(s, from);
  rt_cleanup_pop(fmark, true);
  char qual[512];
  snprintf(qual, sizeof qual, "%s.__setattr__", c->qualname);
  rt_class_set(c, "__setattr__", rt_native_method_new("__setattr__", qual, jit_setattr, sv)); /* increfs sv */
  rt_class_set(c, "__module__", rt_str_from_c("numba.experimental.jitclass.boxing"));
  rt_cleanup_pop(mark, false);
  rt_class_set(c, "class_type", sv);
  c->meta = &jit_class_meta;
  c->flags |= RT_CLASS_JITCLASS;
  rt_incref(cls);
  return cls;
}

/* @jitclass(spec) applied: the class. */
static Value jit_apply(Value spec, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("jitclass", argc, kw, 1, 1);
  return make_jitclass(argv[0], spec);
}

/* jitclass(cls_or_spec=None, spec=None): @jitclass, @jitclass(spec), jitclass(cls, spec). */
static Value nb_jitclass(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"cls_or_spec", "spec"};
  Value a[2];
  rt_parse_args("jitclass", argc, argv, kw, 2, names, 0, a);
  Value first = rt_is_undef(a[0]) ? rt_none() : a[0], spec = rt_is_undef(a[1]) ? rt_none() : a[1];
  if (rt_is_class(first)) return make_jitclass(first, spec);
  if (!rt_is_none(first) && !rt_is_none(spec)) rt_raise(RT_EXC_TypeError, "spec defined twice");
  return rt_native_bind("jitclass", jit_apply, rt_is_none(first) ? spec : first);
}

void rt_numba_experimental_init(Value m) { rt_module_add_fn(m, "jitclass", nb_jitclass); }
