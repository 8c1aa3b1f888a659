/* np_rng_state.c — the bit generators' `state` as NumPy 1.24 has it both ways: MT19937's
 * {'key': 624 uint32 words, 'pos'} read, and every bit generator's state set from the dict its
 * property gives (PCG64, Philox, SFC64, MT19937), with NumPy's checks. Setting the state is how
 * a pickled Generator or bit generator continues the same stream (np_pickle_rng.c). */
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_rng.h"

static void put(Value d, const char *key, Value v) {
  Value k = rt_str_from_c(key);
  rt_dict_set(d, k, v);
  rt_decref(k);
  rt_decref(v);
}

Value np_mt19937_state(const RtMT *mt) {
  int64_t n = RT_MT_N;
  Value key = rt_array_new(DT_UINT32, 1, &n, false);
  memcpy(RT_AS(Array, key)->data, mt->mt, sizeof mt->mt);
  Value inner = rt_dict_new();
  put(inner, "key", key);
  put(inner, "pos", rt_int(mt->mti));
  Value d = rt_dict_new();
  put(d, "bit_generator", rt_str_from_c("MT19937"));
  put(d, "state", inner);
  return d;
}

/* d[key] (borrowed); KeyError(key) when it is missing, as NumPy's dict lookups. */
static Value item(Value d, const char *key) {
  if (!rt_is_dict(d)) rt_raise(RT_EXC_TypeError, "state must be a dict");
  Value k = rt_str_from_c(key);
  Value v = rt_dict_get(d, k);
  if (rt_is_undef(v)) {
    rt_cleanup_push_value(&k);
    rt_raise_key_error(k);
  }
  rt_decref(k);
  return v;
}

static uint64_t u64_of(Value v) {
  uint64_t u;
  if (!rt_int_to_u64(v, &u)) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C unsigned long");
  return u;
}

static unsigned __int128 u128_of(Value v) {
  Value mask = rt_int_from_u64(UINT64_MAX), hi = rt_undef(), lo = rt_undef();
  int mark = rt_cleanup_push_value(&mask);
  rt_cleanup_push_value(&hi);
  rt_cleanup_push_value(&lo);
  lo = rt_binop(RT_OP_AND, v, mask);
  hi = rt_binop(RT_OP_RSHIFT, v, rt_int(64));
  unsigned __int128 r = (unsigned __int128)u64_of(hi) << 64 | u64_of(lo);
  rt_cleanup_pop(mark, true);
  return r;
}

/* n words of an array-like of unsigned ints into out. */
static void words_of(Value v, int n, int bits, void *out) {
  Value a = rt_array_from_value(v, bits == 32 ? DT_UINT32 : DT_UINT64);
  int mark = rt_cleanup_push_value(&a);
  Value c = rt_array_contiguous(a, false);
  rt_cleanup_push_value(&c);
  if (RT_AS(Array, c)->size != n) rt_raise(RT_EXC_ValueError, "state must have %d elements", n);
  memcpy(out, RT_AS(Array, c)->data, (size_t)n * (size_t)(bits / 8));
  rt_cleanup_pop(mark, true);
}

static void spare_half(NpPCG64 *g, Value d) {
  g->has_u32 = rt_truthy(item(d, "has_uint32"));
  g->u32 = (uint32_t)u64_of(item(d, "uinteger"));
}

void np_bitgen_set_state(Value self, Value d) {
  NpPCG64 *g = RT_AS(NpPCG64, self);
  const char *name = g->mt ? "MT19937" : g->philox ? "Philox" : g->sfc ? "SFC64" : "PCG64";
  if (!rt_is_dict(d)) rt_raise(RT_EXC_TypeError, "state must be a dict");
  Value key = rt_str_from_c("bit_generator");
  Value bg = rt_dict_get(d, key); /* NumPy's value.get('bit_generator', '') */
  rt_decref(key);
  if (!rt_is_str(bg) || strcmp(rt_str_data(bg), name))
    rt_raise(RT_EXC_ValueError, "state must be for a %s %s", name, g->mt || g->philox ? "PRNG" : "RNG");
  Value st = item(d, "state");
  if (g->mt) {
    RtMT mt;
    words_of(item(st, "key"), RT_MT_N, 32, mt.mt);
    mt.mti = (int)rt_to_index(item(st, "pos"), "pos");
    *g->mt = mt;
  } else if (g->philox) {
    NpPhilox p;
    words_of(item(st, "counter"), 4, 64, p.ctr);
    words_of(item(st, "key"), 2, 64, p.key);
    words_of(item(d, "buffer"), 4, 64, p.buffer);
    p.buffer_pos = (int)rt_to_index(item(d, "buffer_pos"), "buffer_pos");
    spare_half(g, d);
    *g->philox = p;
  } else if (g->sfc) {
    uint64_t s[4];
    words_of(item(st, "state"), 4, 64, s);
    spare_half(g, d);
    memcpy(g->sfc, s, sizeof s);
  } else {
    unsigned __int128 state = u128_of(item(st, "state")), inc = u128_of(item(st, "inc"));
    spare_half(g, d);
    g->state = state;
    g->inc = inc;
  }
}
