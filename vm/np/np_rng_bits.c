/* np_rng_bits.c — the bits under np.random.default_rng: NumPy 1.24's SeedSequence (entropy
 * coerced to 32-bit words, mixed into a pool with O'Neill's hash, then expanded by
 * generate_state) and the PCG64 bit generator it seeds (PCG-XSL-RR 128/64), as the objects
 * np.random.SeedSequence and np.random.PCG64.
 *
 * Seeding follows bit_generator.pyx: ints are cut into 32-bit words lowest first (0 is one
 * word), sequences concatenate their items' words, strings are decimal or 0x-hex ints, None
 * draws 128 bits from the OS. PCG64 asks for 4 uint64 words: state = w0:w1, increment w2:w3
 * (high:low), set with pcg_setseq_128_srandom_r.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_rng.h"

static bool bitgen_setattr(Value self, const char *name, Value v);

#define POOL_DEFAULT 4
#define INIT_A 0x43b0d7e5u
#define MULT_A 0x931e8875u
#define INIT_B 0x8b51f9ddu
#define MULT_B 0x58f38dedu
#define MIX_MULT_L 0xca01f9ddu
#define MIX_MULT_R 0x4973f715u

typedef struct SeedSeq {
  Obj hdr;
  Value entropy;   /* as given, or the int drawn from the OS */
  Value spawn_key; /* a tuple of ints */
  int64_t pool_size, n_children;
  uint32_t *pool;
} SeedSeq;

static const ObjType seedseq_type, pcg64_type;

bool np_is_seedseq(Value v) { return rt_is_type(v, &seedseq_type); }
bool np_is_pcg64(Value v) { return rt_is_type(v, &pcg64_type); }

/* ---- entropy as 32-bit words ---- */

typedef struct Words {
  uint32_t *w;
  size_t n, cap;
} Words;

static void words_free(void *p) { free(((Words *)p)->w); }

static void words_push(Words *ws, uint32_t v) {
  if (ws->n == ws->cap) {
    ws->cap = ws->cap ? ws->cap * 2 : 8;
    ws->w = rt_realloc(ws->w, ws->cap * sizeof *ws->w);
  }
  ws->w[ws->n++] = v;
}

/* The words of u, lowest first; 0 is one word. */
static void u64_words(Words *ws, uint64_t u) {
  if (u == 0) words_push(ws, 0);
  for (; u; u >>= 32)
    words_push(ws, (uint32_t)u);
}

/* _int_to_uint32_array: the words of a non-negative int, lowest first. */
static void int_words(Words *ws, Value n) {
  if (rt_int_sign(n) < 0) rt_raise(RT_EXC_ValueError, "expected non-negative integer");
  uint64_t u;
  if (rt_int_to_u64(n, &u)) {
    u64_words(ws, u);
    return;
  }
  Value rest = n, mask = rt_int(0xFFFFFFFF), shift = rt_int(32);
  rt_incref(rest);
  while (rt_int_sign(rest) > 0) {
    Value low = rt_int_binop(RT_OP_AND, rest, mask);
    words_push(ws, (uint32_t)low.as.i);
    Value next = rt_int_binop(RT_OP_RSHIFT, rest, shift);
    rt_decref(rest);
    rest = next;
  }
}

static bool is_int_scalar(Value v) {
  return rt_is_npscalar(v) && strchr("iu", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind);
}

/* _coerce_to_uint32_array(x), appending to ws. */
static void coerce_words(Words *ws, Value x) {
  if (rt_is_array(x) && RT_AS(Array, x)->dtype == DT_UINT32) {
    NpIter it;
    for (np_iter_init(&it, RT_AS(Array, x)); it.more; np_iter_next(&it))
      words_push(ws, *(uint32_t *)it.ptr);
    return;
  }
  if (rt_is_str(x)) {
    const char *s = rt_str_data(x);
    if (strncmp(s, "0x", 2) == 0) {
      Value n = rt_int_parse(x, 16);
      int_words(ws, n);
      rt_decref(n);
    } else if (*s >= '0' && *s <= '9') {
      Value n = rt_int_parse(x, 10);
      int_words(ws, n);
      rt_decref(n);
    } else {
      rt_raise(RT_EXC_ValueError, "unrecognized seed string");
    }
    return;
  }
  if (rt_is_intlike(x)) {
    int_words(ws, x);
    return;
  }
  if (is_int_scalar(x)) {
    const NpScalar *sc = RT_AS(NpScalar, x);
    bool is_unsigned = rt_dtypes[sc->dtype].kind == 'u';
    int64_t v = rt_elem_get_i64(sc->dtype, sc->as.bytes);
    if (!is_unsigned && v < 0) rt_raise(RT_EXC_ValueError, "expected non-negative integer");
    u64_words(ws, is_unsigned ? rt_elem_get_u64(sc->dtype, sc->as.bytes) : (uint64_t)v);
    return;
  }
  if (x.tag == RT_FLOAT || rt_is_npscalar(x)) rt_raise(RT_EXC_TypeError, "seed must be integer");
  int64_t n = rt_len(x);
  Value item = rt_none();
  int mark = rt_cleanup_push_value(&item);
  for (int64_t i = 0; i < n; i++) {
    item = rt_getitem(x, rt_int(i));
    coerce_words(ws, item);
    rt_decref(item);
    item = rt_none();
  }
  rt_cleanup_pop(mark, false);
}

/* ---- SeedSequence ---- */

static uint32_t hashmix(uint32_t value, uint32_t *hash_const) {
  value ^= *hash_const;
  *hash_const *= MULT_A;
  value *= *hash_const;
  return value ^ (value >> 16);
}

static uint32_t mix(uint32_t x, uint32_t y) {
  uint32_t r = MIX_MULT_L * x - MIX_MULT_R * y;
  return r ^ (r >> 16);
}

/* mix_entropy: hash the words into the pool, mix every pool word into every other, then fold
 * in the words beyond the pool's size. */
static void mix_entropy(uint32_t *pool, size_t np, const uint32_t *e, size_t ne) {
  uint32_t hc = INIT_A;
  for (size_t i = 0; i < np; i++)
    pool[i] = hashmix(i < ne ? e[i] : 0, &hc);
  for (size_t s = 0; s < np; s++)
    for (size_t d = 0; d < np; d++)
      if (s != d) pool[d] = mix(pool[d], hashmix(pool[s], &hc));
  for (size_t s = np; s < ne; s++)
    for (size_t d = 0; d < np; d++)
      pool[d] = mix(pool[d], hashmix(e[s], &hc));
}

/* get_assembled_entropy then mix_entropy: run entropy, padded with zeros to the pool size when
 * there is a spawn key, followed by the spawn key's words. */
static void seedseq_fill_pool(SeedSeq *ss) {
  Words ws = {0};
  int mark = rt_cleanup_push(words_free, &ws);
  coerce_words(&ws, ss->entropy);
  if (rt_len(ss->spawn_key) > 0)
    while (ws.n < (size_t)ss->pool_size)
      words_push(&ws, 0);
  coerce_words(&ws, ss->spawn_key);
  mix_entropy(ss->pool, (size_t)ss->pool_size, ws.w, ws.n);
  rt_cleanup_pop(mark, true);
}

/* generate_state: n 32-bit words cycling through the pool. */
static void seedseq_generate(const SeedSeq *ss, uint32_t *out, int64_t n) {
  uint32_t hc = INIT_B;
  for (int64_t i = 0; i < n; i++) {
    uint32_t v = ss->pool[i % ss->pool_size];
    v ^= hc;
    hc *= MULT_B;
    v *= hc;
    out[i] = v ^ (v >> 16);
  }
}

/* randbits(bits) from the operating system, as a Python int. */
static Value os_entropy_int(int64_t words) {
  Value n = rt_int(0);
  FILE *f = fopen("/dev/urandom", "rb");
  for (int64_t i = 0; i < words; i++) {
    uint32_t w = 0;
    if (!f || fread(&w, sizeof w, 1, f) != 1) {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      w = (uint32_t)ts.tv_nsec ^ (uint32_t)ts.tv_sec ^ (uint32_t)(i * 0x9e3779b9u);
    }
    Value shifted = rt_int_binop(RT_OP_LSHIFT, n, rt_int(32));
    rt_decref(n);
    n = rt_int_binop(RT_OP_OR, shifted, rt_int(w));
    rt_decref(shifted);
  }
  if (f) fclose(f);
  return n;
}

/* tuple(spawn_key); undef gives (). */
static Value as_tuple(Value v) {
  if (rt_is_undef(v)) return rt_tuple_new(0);
  if (rt_is_tuple(v)) {
    rt_incref(v);
    return v;
  }
  int64_t n = rt_len(v);
  Value t = rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&t);
  for (int64_t i = 0; i < n; i++)
    rt_tuple_set(t, i, rt_getitem(v, rt_int(i)));
  rt_cleanup_pop(mark, false);
  return t;
}

static bool is_entropy_type(Value v) {
  return rt_is_intlike(v) || is_int_scalar(v) || rt_is_list(v) || rt_is_tuple(v) ||
         rt_is_type(v, &rt_range_type) || rt_is_array(v);
}

/* SeedSequence(entropy, spawn_key=(), pool_size=4, n_children_spawned=0); entropy borrowed. */
static Value seedseq_new(Value entropy, Value spawn_key, int64_t pool_size, int64_t n_children) {
  if (pool_size < POOL_DEFAULT)
    rt_raise(RT_EXC_ValueError, "The size of the entropy pool should be at least %d", POOL_DEFAULT);
  if (!rt_is_undef(entropy) && !rt_is_none(entropy) && !is_entropy_type(entropy)) {
    Value r = rt_to_str(entropy);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "SeedSequence expects int or sequence of ints for entropy not %s",
             rt_str_data(r));
  }
  SeedSeq *ss = rt_calloc(1, sizeof *ss);
  rt_obj_init(&ss->hdr, &seedseq_type);
  ss->entropy = ss->spawn_key = rt_none();
  Value out = rt_obj(ss);
  int mark = rt_cleanup_push_value(&out);
  ss->pool_size = pool_size;
  ss->n_children = n_children;
  ss->pool = rt_calloc((size_t)pool_size, sizeof *ss->pool);
  if (rt_is_undef(entropy) || rt_is_none(entropy)) {
    ss->entropy = os_entropy_int(pool_size);
  } else {
    ss->entropy = entropy;
    rt_incref(entropy);
  }
  ss->spawn_key = as_tuple(spawn_key);
  seedseq_fill_pool(ss);
  rt_cleanup_pop(mark, false);
  return out;
}

static void seedseq_free(Obj *o) {
  SeedSeq *ss = (SeedSeq *)o;
  rt_decref(ss->entropy);
  rt_decref(ss->spawn_key);
  free(ss->pool);
  free(ss);
}

static void sb_add_repr(StrBuf *sb, Value v) {
  Value r = rt_repr(v);
  rt_sb_puts(sb, rt_str_data(r));
  rt_decref(r);
}

static Value seedseq_repr(Value self) {
  SeedSeq *ss = RT_AS(SeedSeq, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "SeedSequence(\n    entropy=");
  sb_add_repr(&sb, ss->entropy);
  rt_sb_puts(&sb, ",\n");
  if (rt_len(ss->spawn_key) > 0) {
    rt_sb_puts(&sb, "    spawn_key=");
    sb_add_repr(&sb, ss->spawn_key);
    rt_sb_puts(&sb, ",\n");
  }
  if (ss->pool_size != POOL_DEFAULT)
    rt_sb_printf(&sb, "    pool_size=%lld,\n", (long long)ss->pool_size);
  if (ss->n_children != 0)
    rt_sb_printf(&sb, "    n_children_spawned=%lld,\n", (long long)ss->n_children);
  rt_sb_puts(&sb, ")");
  Value out = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return out;
}

/* generate_state(n_words, dtype=np.uint32): uint64 pairs two words, the first as the low half. */
static Value seedseq_generate_state(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n_words", "dtype"};
  Value a[2];
  rt_parse_args("generate_state", argc, argv, kw, 2, names, 1, a);
  int64_t n = rt_to_index(a[0], NULL);
  DType dt = rt_is_undef(a[1]) ? DT_UINT32 : rt_dtype_from_value(a[1]);
  if (dt != DT_UINT32 && dt != DT_UINT64)
    rt_raise(RT_EXC_ValueError, "only support uint32 or uint64");
  if (n < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  Value arr = rt_array_new(dt, 1, &n, false);
  Array *out = RT_AS(Array, arr);
  /* Little-endian words laid out in order are the uint64 values NumPy's view gives. */
  seedseq_generate(RT_AS(SeedSeq, self), (uint32_t *)out->data, dt == DT_UINT64 ? 2 * n : n);
  return arr;
}

/* spawn(n_children): children whose spawn keys extend this one's by their index. */
static Value seedseq_spawn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("spawn", argc, kw, 1, 1);
  SeedSeq *ss = RT_AS(SeedSeq, self);
  int64_t n = rt_to_index(argv[0], NULL), nk = rt_len(ss->spawn_key);
  Value list = rt_list_new(n > 0 ? n : 0), key = rt_none();
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&key);
  for (int64_t i = 0; i < n; i++) {
    key = rt_tuple_new(nk + 1);
    for (int64_t k = 0; k < nk; k++) {
      Value item = RT_AS(Tuple, ss->spawn_key)->items[k];
      rt_incref(item);
      rt_tuple_set(key, k, item);
    }
    rt_tuple_set(key, nk, rt_int(ss->n_children + i));
    Value child = seedseq_new(ss->entropy, key, ss->pool_size, 0);
    rt_list_append(list, child);
    rt_decref(child);
    rt_decref(key);
    key = rt_none();
  }
  ss->n_children += n;
  rt_cleanup_pop(mark, false);
  return list;
}

static Value seedseq_getattr(Value self, const char *name) {
  SeedSeq *ss = RT_AS(SeedSeq, self);
  Value v = rt_undef();
  if (strcmp(name, "entropy") == 0)
    v = ss->entropy;
  else if (strcmp(name, "spawn_key") == 0)
    v = ss->spawn_key;
  else if (strcmp(name, "pool_size") == 0)
    return rt_int(ss->pool_size);
  else if (strcmp(name, "n_children_spawned") == 0)
    return rt_int(ss->n_children);
  else if (strcmp(name, "generate_state") == 0)
    return rt_native_bind("generate_state", seedseq_generate_state, self);
  else if (strcmp(name, "spawn") == 0)
    return rt_native_bind("spawn", seedseq_spawn, self);
  if (!rt_is_undef(v)) rt_incref(v);
  return v;
}

static Value class_from_module(const char *name) {
  Value m = rt_import("numpy.random");
  Value cls = rt_module_lookup(m, name);
  rt_incref(cls);
  rt_decref(m);
  return cls;
}

static Value seedseq_type_object(Value self) {
  (void)self;
  return class_from_module("SeedSequence");
}

static const ObjType seedseq_type = {
    .name = "numpy.random.bit_generator.SeedSequence",
    .free = seedseq_free,
    .repr = seedseq_repr,
    .getattr = seedseq_getattr,
    .type_object = seedseq_type_object,
};

Value np_SeedSequence(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"entropy", "spawn_key", "pool_size", "n_children_spawned"};
  Value a[4];
  if (argc > 1)
    rt_raise(RT_EXC_TypeError, "__init__() takes at most 1 positional argument (%d given)", argc);
  rt_parse_args("SeedSequence", argc, argv, kw, 4, names, 0, a);
  int64_t pool = rt_is_undef(a[2]) ? POOL_DEFAULT : rt_to_index(a[2], NULL);
  int64_t nc = rt_is_undef(a[3]) ? 0 : rt_to_index(a[3], NULL);
  return seedseq_new(a[0], a[1], pool, nc);
}

/* ---- PCG64 ---- */

static const unsigned __int128 pcg_mult =
    ((unsigned __int128)2549297995355413924ULL << 64) | 4865540595714422341ULL;

static void pcg_step(NpPCG64 *g) { g->state = g->state * pcg_mult + g->inc; }

/* The state delta steps on (pcg_advance_lcg_128: the LCG's jump by squaring), no spare half. */
static void pcg_advance(NpPCG64 *g, unsigned __int128 delta) {
  unsigned __int128 cur_mult = pcg_mult, cur_plus = g->inc, acc_mult = 1, acc_plus = 0;
  while (delta > 0) {
    if (delta & 1) {
      acc_mult *= cur_mult;
      acc_plus = acc_plus * cur_mult + cur_plus;
    }
    cur_plus = (cur_mult + 1) * cur_plus;
    cur_mult *= cur_mult;
    delta >>= 1;
  }
  g->state = acc_mult * g->state + acc_plus;
  g->has_u32 = false;
  g->u32 = 0;
}

/* pcg64_set_seed: the increment is odd; the state is stepped in twice. */
static void pcg_seed(NpPCG64 *g, const uint64_t w[4]) {
  unsigned __int128 initstate = ((unsigned __int128)w[0] << 64) | w[1];
  unsigned __int128 initseq = ((unsigned __int128)w[2] << 64) | w[3];
  g->state = 0;
  g->inc = (initseq << 1) | 1;
  pcg_step(g);
  g->state += initstate;
  pcg_step(g);
  g->has_u32 = false;
  g->u32 = 0;
}

static void pcg64_free(Obj *o) {
  rt_decref(((NpPCG64 *)o)->seed_seq);
  free(o);
}

static Value pcg64_repr(Value self) {
  return rt_str_printf("<numpy.random._pcg64.PCG64 object at 0x%llx>",
                       (unsigned long long)(uintptr_t)self.as.o);
}

static Value u128_int(unsigned __int128 v) {
  Value hi = rt_int_from_u64((uint64_t)(v >> 64));
  Value shifted = rt_int_binop(RT_OP_LSHIFT, hi, rt_int(64));
  rt_decref(hi);
  Value lo = rt_int_from_u64((uint64_t)v);
  Value out = rt_int_binop(RT_OP_OR, shifted, lo);
  rt_decref(shifted);
  rt_decref(lo);
  return out;
}

static void dict_put(Value d, const char *key, Value v) {
  Value k = rt_str_from_c(key);
  rt_dict_set(d, k, v);
  rt_decref(k);
  rt_decref(v);
}

/* The `state` property: {'bit_generator': 'PCG64', 'state': {'state': s, 'inc': i},
 * 'has_uint32': 0, 'uinteger': 0}. */
/* One 'state' key object for both dicts, as CPython's interned one (pickle memoizes it). */
static void put_state_keys(Value outer, Value inner, Value v) {
  Value k = rt_str_from_c("state");
  rt_dict_set(inner, k, v);
  rt_dict_set(outer, k, inner);
  rt_decref(k);
  rt_decref(v);
  rt_decref(inner);
}

static Value pcg64_state(NpPCG64 *g) {
  Value inner = rt_dict_new();
  Value d = rt_dict_new();
  dict_put(d, "bit_generator", rt_str_from_c("PCG64"));
  put_state_keys(d, inner, u128_int(g->state));
  dict_put(inner, "inc", u128_int(g->inc));
  dict_put(d, "has_uint32", rt_int(g->has_u32));
  dict_put(d, "uinteger", rt_int(g->u32));
  return d;
}

/* random_raw(size=None): the raw 64-bit outputs. */
static Value pcg64_random_raw(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"size", "output"};
  Value a[2];
  rt_parse_args("random_raw", argc, argv, kw, 2, names, 0, a);
  NpPCG64 *g = RT_AS(NpPCG64, self);
  if (rt_is_undef(a[0]) || rt_is_none(a[0]))
    return rt_int_from_u64(g->mt ? rt_mt_next32(g->mt) : np_pcg_next64(g));
  int64_t shape[RT_MAXDIM];
  int nd = np_parse_shape(a[0], shape);
  Value arr = rt_array_new(DT_UINT64, nd, shape, false);
  Array *out = RT_AS(Array, arr);
  uint64_t *d = (uint64_t *)out->data;
  for (int64_t i = 0; i < out->size; i++)
    d[i] = g->mt ? rt_mt_next32(g->mt) : np_pcg_next64(g); /* MT19937's raw draws: 32 bits */
  return arr;
}

static Value pcg64_jumped(Value self, int argc, const Value *argv, const Kwargs *kw);
static Value pcg64_advance(Value self, int argc, const Value *argv, const Kwargs *kw);

static Value pcg64_getattr(Value self, const char *name) {
  NpPCG64 *g = RT_AS(NpPCG64, self);
  if (strcmp(name, "state") == 0) return pcg64_state(g);
  if (!g->mt && !g->philox && strcmp(name, "jumped") == 0)
    return rt_native_bind("jumped", pcg64_jumped, self);
  if (!g->mt && !g->philox && strcmp(name, "advance") == 0)
    return rt_native_bind("advance", pcg64_advance, self);
  if (strcmp(name, "_seed_seq") == 0 || strcmp(name, "seed_seq") == 0) {
    rt_incref(g->seed_seq);
    return g->seed_seq;
  }
  if (strcmp(name, "random_raw") == 0) return rt_native_bind("random_raw", pcg64_random_raw, self);
  return rt_undef();
}

static Value pcg64_type_object(Value self) {
  (void)self;
  return class_from_module("PCG64");
}

static const ObjType pcg64_type = {
    .name = "numpy.random._pcg64.PCG64",
    .free = pcg64_free,
    .repr = pcg64_repr,
    .getattr = pcg64_getattr,
    .setattr = bitgen_setattr,
    .type_object = pcg64_type_object,
};

Value np_pcg64_new(Value seed) {
  Value ss;
  if (np_is_seedseq(seed)) {
    ss = seed;
    rt_incref(ss);
  } else {
    ss = seedseq_new(seed, rt_undef(), POOL_DEFAULT, 0);
  }
  int mark = rt_cleanup_push_value(&ss);
  uint32_t words[8];
  seedseq_generate(RT_AS(SeedSeq, ss), words, 8);
  uint64_t w[4];
  for (int i = 0; i < 4; i++)
    w[i] = (uint64_t)words[2 * i] | ((uint64_t)words[2 * i + 1] << 32);
  NpPCG64 *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &pcg64_type);
  pcg_seed(g, w);
  g->seed_seq = ss;
  rt_cleanup_pop(mark, false);
  return rt_obj(g);
}

Value np_PCG64(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed"};
  Value a[1];
  rt_parse_args("PCG64", argc, argv, kw, 1, names, 0, a);
  return np_pcg64_new(a[0]);
}

/* ---- Philox (Philox4x64-10, numpy/random/src/philox/philox.h) ---- */

static void mulhilo64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
  unsigned __int128 p = (unsigned __int128)a * b;
  *hi = (uint64_t)(p >> 64);
  *lo = (uint64_t)p;
}

/* Ten rounds over the counter, the key bumped by the Weyl constants between them. */
static void philox_block(const uint64_t ctr[4], const uint64_t key[2], uint64_t out[4]) {
  uint64_t c[4] = {ctr[0], ctr[1], ctr[2], ctr[3]}, k[2] = {key[0], key[1]};
  for (int r = 0; r < 10; r++) {
    if (r) k[0] += 0x9E3779B97F4A7C15ULL, k[1] += 0xBB67AE8584CAA73BULL;
    uint64_t hi0, lo0, hi1, lo1;
    mulhilo64(0xD2E7470EE14C6C93ULL, c[0], &hi0, &lo0);
    mulhilo64(0xCA5A826395121157ULL, c[2], &hi1, &lo1);
    uint64_t n[4] = {hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0};
    memcpy(c, n, sizeof c);
  }
  memcpy(out, c, sizeof c);
}

/* philox_next64: the buffered outputs in turn, then the counter (256 bits) stepped and a new
 * block. */
uint64_t np_philox_next64(NpPhilox *p) {
  if (p->buffer_pos < 4) return p->buffer[p->buffer_pos++];
  for (int i = 0; i < 4 && ++p->ctr[i] == 0; i++) {
  }
  philox_block(p->ctr, p->key, p->buffer);
  p->buffer_pos = 1;
  return p->buffer[0];
}

static const ObjType philox_type;
bool np_is_philox(Value v) { return rt_is_type(v, &philox_type); }

static void philox_free(Obj *o) {
  rt_decref(((NpPCG64 *)o)->seed_seq);
  free(((NpPCG64 *)o)->philox);
  free(o);
}

static Value philox_repr(Value self) {
  return rt_str_printf("<numpy.random._philox.Philox object at 0x%llx>",
                       (unsigned long long)(uintptr_t)self.as.o);
}

static Value u64_array(int n, const uint64_t *xs) {
  int64_t shape[1] = {n};
  Value a = rt_array_new(DT_UINT64, 1, shape, false);
  memcpy(RT_AS(Array, a)->data, xs, sizeof(uint64_t) * (size_t)n);
  return a;
}

/* The `state` property: counter and key, the buffered block and where in it, the spare half. */
static Value philox_state(NpPCG64 *g) {
  NpPhilox *p = g->philox;
  Value inner = rt_dict_new();
  dict_put(inner, "counter", u64_array(4, p->ctr));
  dict_put(inner, "key", u64_array(2, p->key));
  Value d = rt_dict_new();
  dict_put(d, "bit_generator", rt_str_from_c("Philox"));
  dict_put(d, "state", inner);
  dict_put(d, "buffer", u64_array(4, p->buffer));
  dict_put(d, "buffer_pos", rt_int(p->buffer_pos));
  dict_put(d, "has_uint32", rt_int(g->has_u32));
  dict_put(d, "uinteger", rt_int(g->u32));
  return d;
}

/* After a jump or an advance: no buffered block, no spare half (_reset_state_variables). */
static void philox_reset(NpPCG64 *g) {
  memset(g->philox->buffer, 0, sizeof g->philox->buffer);
  g->philox->buffer_pos = 4;
  g->has_u32 = false;
  g->u32 = 0;
}

/* NumPy's int_to_array: a Python int below 2**bits as little-endian 64-bit words, or an array
 * of exactly that many uint64 words. */
static void int_to_words(Value v, const char *what, int bits, uint64_t *out) {
  int n = bits / 64;
  if (v.tag == RT_INT || rt_is_bigint(v)) {
    Value limit = rt_int_binop(RT_OP_LSHIFT, rt_int(1), rt_int(bits));
    Value ge = rt_binop(RT_OP_GE, v, limit);
    bool big = rt_truthy(ge);
    rt_decref(ge);
    rt_decref(limit);
    if (rt_int_sign(v) < 0 || big) rt_raise(RT_EXC_ValueError, "%s must be positive and less than 2**%d.", what, bits);
    Value mask = rt_int_from_u64(UINT64_MAX); /* a big integer: released after the loop */
    for (int i = 0; i < n; i++) {
      Value sh = rt_int_binop(RT_OP_RSHIFT, v, rt_int(64 * i));
      Value lo = rt_int_binop(RT_OP_AND, sh, mask);
      rt_decref(sh);
      if (!rt_int_to_u64(lo, &out[i])) out[i] = 0;
      rt_decref(lo);
    }
    rt_decref(mask);
    return;
  }
  Value arr = rt_array_from_value(v, DT_UINT64);
  int mark = rt_cleanup_push_value(&arr);
  const Array *a = RT_AS(Array, arr);
  if (a->ndim != 1 || a->size != n) rt_raise(RT_EXC_ValueError, "%s must have %d elements", what, n);
  for (int i = 0; i < n; i++) out[i] = (uint64_t)rt_elem_get_u64(DT_UINT64, a->data + i * a->strides[0]);
  rt_cleanup_pop(mark, true);
}

/* jumped(jumps=1): a copy jumped ahead by jumps * 2**128 draws (the counter's third word). */
static Value philox_jumped(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"jumps"};
  Value a[1];
  rt_parse_args("jumped", argc, argv, kw, 1, names, 0, a);
  int64_t jumps = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], NULL);
  Value r = np_Philox(rt_none(), 0, NULL, NULL);
  NpPCG64 *g = RT_AS(NpPCG64, r), *src = RT_AS(NpPCG64, self);
  *g->philox = *src->philox;
  uint64_t *c = g->philox->ctr, before = c[2];
  c[2] += (uint64_t)jumps; /* jumps times philox_jump: one 128-bit add to the upper half */
  if (c[2] < before) c[3]++;
  philox_reset(g);
  return r;
}

/* advance(delta): the counter moved on by delta (a 256-bit sum, philox_advance); self. */
static Value philox_advance(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"delta"};
  Value a[1];
  rt_parse_args("advance", argc, argv, kw, 1, names, 1, a);
  uint64_t step[4];
  int_to_words(a[0], "step", 256, step);
  uint64_t *c = RT_AS(NpPCG64, self)->philox->ctr;
  bool carry = false;
  for (int i = 0; i < 4; i++) {
    if (carry) carry = ++c[i] == 0;
    uint64_t orig = c[i];
    c[i] += step[i];
    if (c[i] < orig && !carry) carry = true;
  }
  philox_reset(RT_AS(NpPCG64, self));
  rt_incref(self);
  return self;
}

/* PCG64.advance(delta): delta taken modulo 2**128 (NumPy's wrap_int); self. */
static Value pcg64_advance(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"delta"};
  Value a[1];
  rt_parse_args("advance", argc, argv, kw, 1, names, 1, a);
  Value mod = rt_int_binop(RT_OP_LSHIFT, rt_int(1), rt_int(128)), d = rt_undef();
  int mark = rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&d);
  d = rt_binop(RT_OP_MOD, a[0], mod);
  uint64_t w[2];
  int_to_words(d, "delta", 128, w);
  pcg_advance(RT_AS(NpPCG64, self), ((unsigned __int128)w[1] << 64) | w[0]);
  rt_cleanup_pop(mark, true);
  rt_incref(self);
  return self;
}

/* PCG64.jumped(jumps=1): a copy advanced by jumps * 0x9e3779b97f4a7c15f39cc0605cedc835 */
static Value pcg64_jumped(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"jumps"};
  Value a[1];
  rt_parse_args("jumped", argc, argv, kw, 1, names, 0, a);
  int64_t jumps = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], NULL);
  Value r = np_pcg64_new(rt_none());
  NpPCG64 *g = RT_AS(NpPCG64, r), *src = RT_AS(NpPCG64, self);
  g->state = src->state;
  g->inc = src->inc;
  unsigned __int128 step = ((unsigned __int128)0x9e3779b97f4a7c15ULL << 64) | 0xf39cc0605cedc835ULL;
  pcg_advance(g, step * (unsigned __int128)(__int128)jumps); /* modulo 2**128 */
  return r;
}

static Value philox_getattr(Value self, const char *name) {
  NpPCG64 *g = RT_AS(NpPCG64, self);
  if (strcmp(name, "_seed_seq") == 0 || strcmp(name, "seed_seq") == 0) {
    rt_incref(g->seed_seq);
    return g->seed_seq;
  }
  if (strcmp(name, "random_raw") == 0) return rt_native_bind("random_raw", pcg64_random_raw, self);
  if (strcmp(name, "state") == 0) return philox_state(g);
  if (strcmp(name, "jumped") == 0) return rt_native_bind("jumped", philox_jumped, self);
  if (strcmp(name, "advance") == 0) return rt_native_bind("advance", philox_advance, self);
  return rt_undef();
}

static Value philox_type_object(Value self) {
  (void)self;
  return class_from_module("Philox");
}

static const ObjType philox_type = {
    .name = "numpy.random._philox.Philox",
    .free = philox_free,
    .repr = philox_repr,
    .getattr = philox_getattr,
    .setattr = bitgen_setattr,
    .type_object = philox_type_object,
};

/* A bit generator's seed argument as its SeedSequence: the one given, or a new one made from
 * the seed (None, an int or a sequence of ints), as NumPy's BitGenerator.__init__. */
static Value seed_seq_of(Value seed) {
  if (!np_is_seedseq(seed)) return seedseq_new(seed, rt_undef(), POOL_DEFAULT, 0);
  rt_incref(seed);
  return seed;
}

/* Philox(seed=None): the key is the SeedSequence's first two uint64 words, the counter zero. */
Value np_Philox(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed", "counter", "key"};
  Value a[3];
  rt_parse_args("Philox", argc, argv, kw, 3, names, 0, a);
  bool has_key = !rt_is_undef(a[2]) && !rt_is_none(a[2]);
  if (has_key && !rt_is_undef(a[0]) && !rt_is_none(a[0])) rt_raise(RT_EXC_ValueError, "seed and key cannot be both used");
  Value ss = seed_seq_of(a[0]);
  int mark = rt_cleanup_push_value(&ss);
  uint32_t words[4];
  seedseq_generate(RT_AS(SeedSeq, ss), words, 4);
  NpPhilox *p = rt_calloc(1, sizeof *p);
  rt_cleanup_push(free, p);
  for (int i = 0; i < 2; i++) p->key[i] = (uint64_t)words[2 * i] | ((uint64_t)words[2 * i + 1] << 32);
  if (has_key) int_to_words(a[2], "key", 128, p->key);
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) int_to_words(a[1], "counter", 256, p->ctr);
  p->buffer_pos = 4;
  rt_cleanup_pop(mark + 1, false);
  NpPCG64 *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &philox_type);
  g->philox = p;
  g->seed_seq = ss;
  rt_cleanup_pop(mark, false);
  return rt_obj(g);
}

/* ---- MT19937 (numpy/random/_mt19937.pyx): the Mersenne Twister as a Generator's bits ---- */

static const ObjType mt19937_type;
bool np_is_mt19937(Value v) { return rt_is_type(v, &mt19937_type); }

bool np_mt19937_copy(Value v, RtMT *out) {
  if (!np_is_mt19937(v)) return false;
  *out = *RT_AS(NpPCG64, v)->mt;
  return true;
}

static void mt19937_free(Obj *o) {
  rt_decref(((NpPCG64 *)o)->seed_seq);
  free(((NpPCG64 *)o)->mt);
  free(o);
}

static Value mt19937_repr(Value self) {
  return rt_str_printf("<numpy.random._mt19937.MT19937 object at 0x%llx>",
                       (unsigned long long)(uintptr_t)self.as.o);
}

/* bit_generator.state = d, for each kind (np_rng_state.c). */
static bool bitgen_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "state")) return false;
  np_bitgen_set_state(self, v);
  return true;
}

static Value mt19937_getattr(Value self, const char *name) {
  NpPCG64 *g = RT_AS(NpPCG64, self);
  if (strcmp(name, "state") == 0) return np_mt19937_state(g->mt);
  if (strcmp(name, "_seed_seq") == 0 || strcmp(name, "seed_seq") == 0) {
    rt_incref(g->seed_seq);
    return g->seed_seq;
  }
  if (strcmp(name, "random_raw") == 0) return rt_native_bind("random_raw", pcg64_random_raw, self);
  return rt_undef();
}

static Value mt19937_type_object(Value self) {
  (void)self;
  return class_from_module("MT19937");
}

static const ObjType mt19937_type = {
    .name = "numpy.random._mt19937.MT19937",
    .free = mt19937_free,
    .repr = mt19937_repr,
    .getattr = mt19937_getattr,
    .setattr = bitgen_setattr,
    .type_object = mt19937_type_object,
};

/* MT19937(seed=None): the SeedSequence's first 624 words, the first replaced by 0x80000000 (so
 * the state is not all zero), handed out from the last word on (pos 623), as _seed_from_seq. */
Value np_MT19937(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed"};
  Value a[1];
  rt_parse_args("MT19937", argc, argv, kw, 1, names, 0, a);
  Value ss = seed_seq_of(a[0]);
  int mark = rt_cleanup_push_value(&ss);
  RtMT *mt = rt_calloc(1, sizeof *mt);
  rt_cleanup_push(free, mt);
  seedseq_generate(RT_AS(SeedSeq, ss), mt->mt, RT_MT_N);
  mt->mt[0] = 0x80000000u;
  mt->mti = RT_MT_N - 1;
  rt_cleanup_pop(mark + 1, false);
  NpPCG64 *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &mt19937_type);
  g->mt = mt;
  g->seed_seq = ss;
  rt_cleanup_pop(mark, false);
  return rt_obj(g);
}

/* ---- SFC64 (numpy/random/_sfc64.pyx): Chris Doty-Humphrey's Small Fast Chaotic PRNG ---- */

static const ObjType sfc64_type;
bool np_is_sfc64(Value v) { return rt_is_type(v, &sfc64_type); }

static void sfc64_free(Obj *o) {
  rt_decref(((NpPCG64 *)o)->seed_seq);
  free(((NpPCG64 *)o)->sfc);
  free(o);
}

static Value sfc64_repr(Value self) {
  return rt_str_printf("<numpy.random._sfc64.SFC64 object at 0x%llx>",
                       (unsigned long long)(uintptr_t)self.as.o);
}

/* The `state` property: the four words, the spare half of the last 64-bit draw. */
static Value sfc64_state(NpPCG64 *g) {
  Value inner = rt_dict_new();
  Value d = rt_dict_new();
  dict_put(d, "bit_generator", rt_str_from_c("SFC64"));
  put_state_keys(d, inner, u64_array(4, g->sfc));
  dict_put(d, "has_uint32", rt_int(g->has_u32));
  dict_put(d, "uinteger", rt_int(g->u32));
  return d;
}

static Value sfc64_getattr(Value self, const char *name) {
  NpPCG64 *g = RT_AS(NpPCG64, self);
  if (strcmp(name, "_seed_seq") == 0 || strcmp(name, "seed_seq") == 0) {
    rt_incref(g->seed_seq);
    return g->seed_seq;
  }
  if (strcmp(name, "random_raw") == 0) return rt_native_bind("random_raw", pcg64_random_raw, self);
  if (strcmp(name, "state") == 0) return sfc64_state(g);
  return rt_undef();
}

static Value sfc64_type_object(Value self) {
  (void)self;
  return class_from_module("SFC64");
}

static const ObjType sfc64_type = {
    .name = "numpy.random._sfc64.SFC64",
    .free = sfc64_free,
    .repr = sfc64_repr,
    .getattr = sfc64_getattr,
    .setattr = bitgen_setattr,
    .type_object = sfc64_type_object,
};

/* SFC64(seed=None): a, b, c from the SeedSequence's first three uint64 words, the counter 1,
 * then twelve steps discarded (sfc64_set_seed). */
Value np_SFC64(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed"};
  Value a[1];
  rt_parse_args("SFC64", argc, argv, kw, 1, names, 0, a);
  Value ss = seed_seq_of(a[0]);
  int mark = rt_cleanup_push_value(&ss);
  uint32_t words[6];
  seedseq_generate(RT_AS(SeedSeq, ss), words, 6);
  uint64_t *s = rt_calloc(4, sizeof *s);
  for (int i = 0; i < 3; i++) s[i] = (uint64_t)words[2 * i] | ((uint64_t)words[2 * i + 1] << 32);
  s[3] = 1;
  for (int i = 0; i < 12; i++) (void)np_sfc64_next64(s);
  NpPCG64 *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &sfc64_type);
  g->sfc = s;
  g->seed_seq = ss;
  rt_cleanup_pop(mark, false);
  return rt_obj(g);
}
