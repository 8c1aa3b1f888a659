/* np_pickle_rng.c — pickling and copying NumPy's random generators as NumPy 1.24 does: a bit
 * generator reduces to numpy.random._pickle.__bit_generator_ctor(name) with its state dict, a
 * Generator to __generator_ctor(name, __bit_generator_ctor) with its bit generator's state, a
 * RandomState to __randomstate_ctor(name, __bit_generator_ctor) with its legacy state as a
 * dict. BUILD sets that state, so the copy continues the same stream. */
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_pickle_kinds.h"

static const char *const bitgen_names[] = {"MT19937", "PCG64", "PCG64DXSM", "Philox", "SFC64"};

static bool is_generator(Value v) { return !strcmp(rt_type_name(v), "numpy.random._generator.Generator"); }
static bool is_randomstate(Value v) { return !strcmp(rt_type_name(v), "RandomState"); }

/* The class name of a bit generator object (NULL for other values). */
static const char *bitgen_name(Value v) {
  static const char *const types[][2] = {{"numpy.random._pcg64.PCG64", "PCG64"},
                                         {"numpy.random._mt19937.MT19937", "MT19937"},
                                         {"numpy.random._philox.Philox", "Philox"},
                                         {"numpy.random._sfc64.SFC64", "SFC64"}};
  const char *t = rt_type_name(v);
  for (size_t k = 0; k < sizeof types / sizeof types[0]; k++)
    if (!strcmp(t, types[k][0])) return types[k][1];
  return NULL;
}

static Value random_attr(const char *name) {
  Value m = rt_import("numpy.random");
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_getattr(m, name);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value pickle_fn(const char *name) {
  Value m = rt_import("numpy.random._pickle");
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_getattr(m, name);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __bit_generator_ctor(bit_generator_name='MT19937'): a new bit generator of that class. */
static Value f_bitgen_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"bit_generator_name"};
  Value a[1];
  rt_parse_args("__bit_generator_ctor", argc, argv, kw, 1, names, 0, a);
  const char *name = "MT19937";
  if (!rt_is_undef(a[0])) {
    bool known = false;
    for (size_t k = 0; rt_is_str(a[0]) && k < sizeof bitgen_names / sizeof bitgen_names[0]; k++)
      known = known || !strcmp(rt_str_data(a[0]), bitgen_names[k]);
    if (!known) {
      Value s = rt_to_str(a[0]);
      rt_cleanup_push_value(&s);
      rt_raise(RT_EXC_ValueError, "%s is not a known BitGenerator module.", rt_str_data(s));
    }
    name = rt_str_data(a[0]);
  }
  Value cls = random_attr(name);
  int mark = rt_cleanup_push_value(&cls);
  Value r = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __generator_ctor / __randomstate_ctor (class: 'Generator' or 'RandomState'). */
static Value make_with_bitgen(const char *fn, const char *cls_name, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"bit_generator_name", "bit_generator_ctor"};
  Value a[2];
  rt_parse_args(fn, argc, argv, kw, 2, names, 0, a);
  Value name = rt_is_undef(a[0]) ? rt_str_from_c("MT19937") : (rt_incref(a[0]), a[0]);
  Value ctor = rt_is_undef(a[1]) ? pickle_fn("__bit_generator_ctor") : (rt_incref(a[1]), a[1]);
  Value bg = rt_undef(), cls = rt_undef();
  int mark = rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&ctor);
  rt_cleanup_push_value(&bg);
  rt_cleanup_push_value(&cls);
  bg = rt_call(ctor, 1, &name, NULL);
  cls = random_attr(cls_name);
  Value r = rt_call(cls, 1, &bg, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_generator_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_with_bitgen("__generator_ctor", "Generator", argc, argv, kw);
}

static Value f_randomstate_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_with_bitgen("__randomstate_ctor", "RandomState", argc, argv, kw);
}

static void put(Value d, const char *key, Value v) {
  Value k = rt_str_from_c(key);
  rt_dict_set(d, k, v);
  rt_decref(k);
}

/* RandomState's state as NumPy's get_state(legacy=False): {'bit_generator': 'MT19937',
 * 'state': {'key', 'pos'}, 'has_gauss', 'gauss'} from the legacy tuple. */
static Value legacy_state_dict(Value rs) {
  Value get = rt_getattr(rs, "get_state"), t = rt_undef(), d = rt_dict_new(), inner = rt_dict_new();
  int mark = rt_cleanup_push_value(&get);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&inner);
  t = rt_call(get, 0, NULL, NULL);
  const Value *it = RT_AS(Tuple, t)->items;
  put(d, "bit_generator", it[0]);
  put(d, "state", inner);
  put(inner, "key", it[1]);
  put(inner, "pos", it[2]);
  put(d, "has_gauss", it[3]);
  put(d, "gauss", it[4]);
  rt_incref(d);
  rt_cleanup_pop(mark, true);
  return d;
}

/* (ctor, args, state) for a Generator, RandomState or bit generator; RT_UNDEF otherwise. */
Value np_pickle_reduce_rng(Value obj) {
  const char *bg = bitgen_name(obj);
  if (!bg && !is_generator(obj) && !is_randomstate(obj)) return rt_undef();
  Value h[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()}, bits = rt_undef(), name = rt_undef();
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  rt_cleanup_push_value(&bits);
  rt_cleanup_push_value(&name);
  if (bg) {
    h[0] = pickle_fn("__bit_generator_ctor");
    h[2] = rt_str_from_c(bg);
    h[1] = rt_tuple_from(1, &h[2]);
    h[3] = rt_getattr(obj, "state");
  } else {
    bits = is_generator(obj) ? rt_getattr(obj, "bit_generator") : rt_undef();
    h[0] = pickle_fn(is_generator(obj) ? "__generator_ctor" : "__randomstate_ctor");
    h[2] = pickle_fn("__bit_generator_ctor");
    name = rt_str_from_c(is_generator(obj) ? bitgen_name(bits) : "MT19937");
    h[1] = rt_tuple_from(2, (Value[2]){name, h[2]});
    h[3] = is_generator(obj) ? rt_getattr(bits, "state") : legacy_state_dict(obj);
  }
  Value r = rt_tuple_from(3, (Value[3]){h[0], h[1], h[3]});
  rt_cleanup_pop(mark, true);
  return r;
}

/* BUILD of a generator: its (bit generator's) state set; RT_UNDEF for other objects. */
Value np_pickle_build_rng(Value inst, Value state) {
  if (bitgen_name(inst)) {
    rt_setattr(inst, "state", state);
  } else if (is_generator(inst)) {
    Value bits = rt_getattr(inst, "bit_generator");
    int mark = rt_cleanup_push_value(&bits);
    rt_setattr(bits, "state", state);
    rt_cleanup_pop(mark, true);
  } else if (is_randomstate(inst) && rt_is_dict(state)) {
    Value skey = rt_str_from_c("state");
    Value inner = rt_dict_get(state, skey), set = rt_getattr(inst, "set_state"), t = rt_undef();
    rt_decref(skey);
    int mark = rt_cleanup_push_value(&set);
    rt_cleanup_push_value(&t);
    if (!rt_is_dict(inner)) rt_raise(RT_EXC_ValueError, "state dictionary is not valid.");
    Value keys[5] = {rt_str_from_c("bit_generator"), rt_str_from_c("key"), rt_str_from_c("pos"),
                     rt_str_from_c("has_gauss"), rt_str_from_c("gauss")};
    Value items[5], dflt[5] = {rt_undef(), rt_undef(), rt_undef(), rt_int(0), rt_float(0.0)};
    bool missing = false;
    for (int k = 0; k < 5; k++) { /* NumPy's set_state needs the generator's name and state */
      items[k] = rt_dict_get(k == 1 || k == 2 ? inner : state, keys[k]);
      rt_decref(keys[k]);
      if (rt_is_undef(items[k])) items[k] = dflt[k];
      missing = missing || rt_is_undef(items[k]);
    }
    if (missing) rt_raise(RT_EXC_ValueError, "state dictionary is not valid.");
    t = rt_tuple_from(5, items);
    rt_decref(rt_call(set, 1, &t, NULL));
    rt_cleanup_pop(mark, true);
  } else {
    return rt_undef();
  }
  rt_incref(inst);
  return inst;
}

static void pickle_module_init(Value m) {
  rt_module_add_fn(m, "__bit_generator_ctor", f_bitgen_ctor);
  rt_module_add_fn(m, "__generator_ctor", f_generator_ctor);
  rt_module_add_fn(m, "__randomstate_ctor", f_randomstate_ctor);
}

void np_pickle_rng_register(void) { rt_register_module("numpy.random._pickle", pickle_module_init); }
