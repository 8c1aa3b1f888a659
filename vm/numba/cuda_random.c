/* cuda_random.c — the `numba.cuda.random` module: xoroshiro128+ generator states for kernels,
 * bit for bit as Numba 0.56 makes them (numba/cuda/random.py). The host functions seed the
 * states (SplitMix64 from the seed, then each state 2**64 draws past the previous one, with
 * xoroshiro128+'s jump polynomial); the draws are kernel-side names the typer compiles
 * (vm/kir/kir_typer_random.c).
 *
 * The states are Numba's: a device array of n records of xoroshiro128p_dtype, NumPy's
 * dtype([('s0', uint64), ('s1', uint64)], align=True), which copy_to_host() gives back as such
 * and a kernel takes as a structured array (its two fields, kir_typer_random.c).
 *
 * Under the simulator Numba seeds in object mode, with NumPy uint64 scalars: their overflows
 * warn ("overflow encountered in scalar multiply" from SplitMix64, "... scalar add" from each
 * draw's s0 + s1), shown at random.py's line calling init_xoroshiro128p_states_cpu through that
 * module's registry. Numba's compiler enters catch_warnings when it compiles a function with
 * loops (init_xoroshiro128p_states_cpu, its lifted loop over the states, xoroshiro128p_jump),
 * the first time each runs in the process, which clears the registries: the oracle shows the
 * warnings again after those points, as here. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir.h"
#include "../obj/bigint.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../np/np_warn_at.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../py/warn_module.h"
#include "devarray.h"
#include "numba_module.h"

#define RANDOM_PY "/usr/lib/python3/dist-packages/numba/cuda/random.py"

/* The overflows of one seeding already reported since the registries last changed (a repeat
 * at the same place is quiet then, unless the filters show every one). */
typedef struct Overflows {
  bool add, mul;
} Overflows;

/* Which of Numba's functions with loops the program has compiled (each compile clears the
 * warnings registries once): per VM, as the oracle's process is per program. */
typedef struct Compiled {
  bool init, loop, jump;
} Compiled;
static RtStateKey compiled_key = {"numba.cuda.random's compiled seeding", sizeof(Compiled), NULL, NULL, 0};

static void compiled(bool *done, Overflows *o) {
  if (*done) return;
  *done = true;
  py_warnings_mutated();
  o->add = o->mul = false;
}

static void overflowed(Overflows *o, bool mul) {
  bool *done = mul ? &o->mul : &o->add;
  if (*done) return;
  *done = !np_warn_at("overflow", mul ? "scalar multiply" : "scalar add", RANDOM_PY, 263,
                      "init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)", "numba.cuda.random");
}

static uint64_t add(uint64_t a, uint64_t b, Overflows *o) {
  uint64_t r;
  if (__builtin_add_overflow(a, b, &r)) overflowed(o, false);
  return r;
}

static uint64_t mul(uint64_t a, uint64_t b, Overflows *o) {
  uint64_t r;
  if (__builtin_mul_overflow(a, b, &r)) overflowed(o, true);
  return r;
}

/* SplitMix64 of the seed gives both words of the first state. */
static void seed_state(uint64_t *s, uint64_t seed, Overflows *o) {
  uint64_t z = add(seed, 0x9E3779B97F4A7C15ull, o);
  z = mul(z ^ (z >> 30), 0xBF58476D1CE4E5B9ull, o);
  z = mul(z ^ (z >> 27), 0x94D049BB133111EBull, o);
  z ^= z >> 31;
  s[0] = s[1] = z;
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* One draw (its result s0 + s1 is dropped, its overflow reported). */
static void next_state(uint64_t *s, Overflows *o) {
  add(s[0], s[1], o);
  uint64_t s0 = s[0], s1 = s[1] ^ s[0];
  s[0] = rotl(s0, 55) ^ s1 ^ (s1 << 14);
  s[1] = rotl(s1, 36);
}

/* Advance s by 2**64 draws: the xor of the states at the jump polynomial's set bits. */
static void jump_state(uint64_t *s, Overflows *o) {
  compiled(&((Compiled *)rt_runtime_state(&compiled_key))->jump, o);
  static const uint64_t poly[2] = {0xbeac0467eba5facbull, 0xd86b048b86aa9922ull};
  uint64_t j0 = 0, j1 = 0;
  for (int i = 0; i < 2; i++)
    for (int b = 0; b < 64; b++) {
      if (poly[i] >> b & 1) {
        j0 ^= s[0];
        j1 ^= s[1];
      }
      next_state(s, o);
    }
  s[0] = j0;
  s[1] = j1;
}

/* A seed or subsequence number as Numba's uint64(x) takes it: ints wrap modulo 2**64, floats
 * truncate. */
static uint64_t as_u64(Value v, const char *what) {
  uint64_t u;
  if (v.tag == RT_FLOAT) return (uint64_t)(int64_t)v.as.f;
  if (rt_is_intlike(v) && rt_int_to_u64(v, &u)) return u;
  return (uint64_t)rt_to_index(v, what);
}

/* Whether layout id is xoroshiro128p_dtype's: s0 and s1, uint64 scalars, in that order. */
static bool states_layout(int id) {
  if (id <= 0 || rt_np_record_nfields(id) != 2) return false;
  for (int k = 0; k < 2; k++) {
    DType dt;
    int sub;
    rt_np_record_field_info(id, k, &dt, &sub);
    if (dt != DT_UINT64 || sub != 0 || rt_np_record_field_find(id, k ? "s1" : "s0") != k) return false;
  }
  return true;
}

/* The states of a 1-D contiguous array of xoroshiro128p_dtype records (created here, or a copy
 * of one): s0, s1 of state i at words 2i, 2i + 1. */
static void fill_states(Value states, uint64_t seed, uint64_t subsequence) {
  if (!rt_is_devarray(states))
    rt_raise(RT_EXC_TypeError, "init_xoroshiro128p_states() needs the device array create_xoroshiro128p_states() makes");
  Value records = RT_AS(DeviceArray, states)->records;
  if (rt_is_undef(records) || !states_layout(rt_np_record_layout_of(records)))
    rt_raise(RT_EXC_TypeError, "init_xoroshiro128p_states() needs the device array of xoroshiro128p_dtype records "
                               "create_xoroshiro128p_states() makes");
  Array *host = RT_AS(Array, rt_devarray_host(states, true)); /* the records' bytes: s0, s1 of state i at words 2i, 2i + 1 */
  uint64_t *s = (uint64_t *)host->data;
  int64_t n = host->shape[0] / 16;
  Overflows o = {false, false};
  Compiled *done = rt_runtime_state(&compiled_key);
  compiled(&done->init, &o);
  if (n < 1) return;
  seed_state(s, seed, &o);
  for (uint64_t k = 0; k < subsequence; k++) {
    jump_state(s, &o);
    if ((k & 1023) == 1023) rt_check_interrupt();
  }
  compiled(&done->loop, &o);
  for (int64_t i = 1; i < n; i++) {
    s[2 * i] = s[2 * i - 2];
    s[2 * i + 1] = s[2 * i - 1];
    jump_state(s + 2 * i, &o);
    if ((i & 1023) == 1023) rt_check_interrupt();
  }
}

/* numba.cuda.random.xoroshiro128p_dtype: np.dtype([('s0', np.uint64), ('s1', np.uint64)], align=True). */
static Value states_dtype(void) {
  Value np = rt_import("numpy");
  int c = rt_cleanup_push_value(&np);
  Value u64 = rt_getattr(np, "uint64"), fields = rt_list_new(2);
  for (int k = 0; k < 2; k++) {
    Value pair[2] = {rt_str_from_c(k ? "s1" : "s0"), u64};
    Value t = rt_tuple_from(2, pair);
    rt_decref(pair[0]);
    rt_list_append(fields, t);
    rt_decref(t);
  }
  rt_decref(u64);
  static const char *const kn[] = {"align"};
  Value kv[] = {rt_bool(true)}, ctor = rt_getattr(np, "dtype");
  Kwargs kw = {1, kn, kv};
  Value dt = rt_call(ctor, 1, &fields, &kw);
  rt_decref(ctor);
  rt_decref(fields);
  rt_cleanup_pop(c, true);
  return dt;
}

/* A zeroed host array of n states. */
static Value states_array(int64_t n) {
  Value dt = states_dtype();
  int c = rt_cleanup_push_value(&dt);
  Value np = rt_import("numpy"), zeros = rt_getattr(np, "zeros"), shape = rt_int(n);
  rt_decref(np);
  static const char *const kn[] = {"dtype"};
  Kwargs kw = {1, kn, &dt};
  Value arr = rt_call(zeros, 1, &shape, &kw);
  rt_decref(zeros);
  rt_cleanup_pop(c, true);
  return arr;
}

/* init_xoroshiro128p_states(states, seed, subsequence_start=0, stream=0) */
static Value init_states(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"states", "seed", "subsequence_start", "stream"};
  Value a[4];
  rt_parse_args("init_xoroshiro128p_states", argc, argv, kw, 4, names, 2, a);
  uint64_t sub = rt_is_undef(a[2]) ? 0 : as_u64(a[2], "subsequence_start");
  fill_states(a[0], as_u64(a[1], "seed"), sub);
  return rt_none();
}

/* create_xoroshiro128p_states(n, seed, subsequence_start=0, stream=0) */
static Value create_states(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"n", "seed", "subsequence_start", "stream"};
  Value a[4];
  rt_parse_args("create_xoroshiro128p_states", argc, argv, kw, 4, names, 2, a);
  int64_t n = rt_to_index(a[0], "n");
  if (n < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  uint64_t seed = as_u64(a[1], "seed"), sub = rt_is_undef(a[2]) ? 0 : as_u64(a[2], "subsequence_start");
  Value host = states_array(n);
  int c = rt_cleanup_push_value(&host);
  Value states = rt_devarray_wrap_records(host);
  rt_cleanup_pop(c, true);
  c = rt_cleanup_push_value(&states);
  fill_states(states, seed, sub);
  rt_cleanup_pop(c, false);
  return states;
}

static const char *const kernel_names[] = {
    "xoroshiro128p_next", "xoroshiro128p_uniform_float32", "xoroshiro128p_uniform_float64",
    "xoroshiro128p_normal_float32", "xoroshiro128p_normal_float64"};

void rt_numba_cuda_random_init(Value m) {
  rt_module_add_fn(m, "create_xoroshiro128p_states", create_states);
  rt_module_add_fn(m, "init_xoroshiro128p_states", init_states);
  rt_module_set(m, "xoroshiro128p_dtype", states_dtype());
  for (size_t k = 0; k < sizeof kernel_names / sizeof *kernel_names; k++) {
    char dotted[64];
    snprintf(dotted, sizeof dotted, "random.%s", kernel_names[k]);
    rt_module_set(m, kernel_names[k], kir_intrinsic_value(dotted));
  }
  /* importing the submodule makes it an attribute of its package, cuda.random, as in Python */
  Value cuda = rt_import("numba.cuda");
  rt_incref(m);
  rt_module_set(cuda, "random", m);
  rt_decref(cuda);
}
