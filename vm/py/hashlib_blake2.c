/* hashlib_blake2.c — hashlib.blake2b and hashlib.blake2s as CPython's _blake2 module gives
 * them: BLAKE2 (RFC 7693) with its whole parameter block (digest_size, key, salt, person,
 * fanout, depth, leaf_size, node_offset, node_depth, inner_size, last_node), written here
 * because OpenSSL's digests take no parameters. Objects: update, digest, hexdigest, copy,
 * name, digest_size, block_size; classes with MAX_DIGEST_SIZE, MAX_KEY_SIZE, SALT_SIZE,
 * PERSON_SIZE; CPython's messages for bad parameters. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/buffer.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "hashlib_blake2.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The two variants: BLAKE2b works on 64-bit words in 128-byte blocks, BLAKE2s on 32-bit
 * words in 64-byte blocks; sizes are those of a digest, a key, a salt and a person. */
typedef struct Variant {
  const char *name;
  int block, max_digest, salt, person;
} Variant;

static const Variant variants[2] = {{"blake2b", 128, 64, 16, 16}, {"blake2s", 64, 32, 8, 8}};

static const uint64_t iv_b[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                                 0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                                 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
static const uint32_t iv_s[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

/* The message word order of each round (BLAKE2b's rounds 10 and 11 take rows 0 and 1). */
static const uint8_t sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}};

/* The state of one hash: the chaining words (BLAKE2s uses the low 32 bits), the byte count,
 * the block not compressed yet (the last one is compressed by digest(), flagged final). */
typedef struct Blake2 {
  Obj hdr;
  const Variant *v;
  uint64_t h[8];
  uint64_t t[2];
  unsigned char buf[128];
  int buflen, digest_size;
  bool last_node;
} Blake2;

static const ObjType blake2_type;
#define B2(v) RT_AS(Blake2, v)

static uint64_t load64(const unsigned char *p) {
  uint64_t w = 0;
  for (int k = 7; k >= 0; k--) w = w << 8 | p[k];
  return w;
}

static uint32_t load32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rotr64(uint64_t x, int n) { return x >> n | x << (64 - n); }
static uint32_t rotr32(uint32_t x, int n) { return x >> n | x << (32 - n); }

/* The mixing of words a, b, c, d of v with message words x and y (the rotations R1..R4). */
#define MIX(W, ROT, r1, r2, r3, r4, a, b, c, d, x, y)  \
  do {                                                  \
    v[a] = (W)(v[a] + v[b] + (x));                      \
    v[d] = ROT(v[d] ^ v[a], r1);                        \
    v[c] = (W)(v[c] + v[d]);                            \
    v[b] = ROT(v[b] ^ v[c], r2);                        \
    v[a] = (W)(v[a] + v[b] + (y));                      \
    v[d] = ROT(v[d] ^ v[a], r3);                        \
    v[c] = (W)(v[c] + v[d]);                            \
    v[b] = ROT(v[b] ^ v[c], r4);                        \
  } while (0)

/* The eight mixes of one round over the columns, then the diagonals. */
#define ROUND(W, ROT, r1, r2, r3, r4, s)                                 \
  do {                                                                   \
    MIX(W, ROT, r1, r2, r3, r4, 0, 4, 8, 12, m[s[0]], m[s[1]]);          \
    MIX(W, ROT, r1, r2, r3, r4, 1, 5, 9, 13, m[s[2]], m[s[3]]);          \
    MIX(W, ROT, r1, r2, r3, r4, 2, 6, 10, 14, m[s[4]], m[s[5]]);         \
    MIX(W, ROT, r1, r2, r3, r4, 3, 7, 11, 15, m[s[6]], m[s[7]]);         \
    MIX(W, ROT, r1, r2, r3, r4, 0, 5, 10, 15, m[s[8]], m[s[9]]);         \
    MIX(W, ROT, r1, r2, r3, r4, 1, 6, 11, 12, m[s[10]], m[s[11]]);       \
    MIX(W, ROT, r1, r2, r3, r4, 2, 7, 8, 13, m[s[12]], m[s[13]]);        \
    MIX(W, ROT, r1, r2, r3, r4, 3, 4, 9, 14, m[s[14]], m[s[15]]);        \
  } while (0)

static void compress_b(Blake2 *st, const unsigned char *block, bool final) {
  uint64_t m[16], v[16];
  for (int k = 0; k < 16; k++) m[k] = load64(block + 8 * k);
  for (int k = 0; k < 8; k++) v[k] = st->h[k], v[k + 8] = iv_b[k];
  v[12] ^= st->t[0];
  v[13] ^= st->t[1];
  if (final) v[14] = ~v[14];
  if (final && st->last_node) v[15] = ~v[15];
  for (int r = 0; r < 12; r++) ROUND(uint64_t, rotr64, 32, 24, 16, 63, sigma[r % 10]);
  for (int k = 0; k < 8; k++) st->h[k] ^= v[k] ^ v[k + 8];
}

static void compress_s(Blake2 *st, const unsigned char *block, bool final) {
  uint32_t m[16], v[16];
  for (int k = 0; k < 16; k++) m[k] = load32(block + 4 * k);
  for (int k = 0; k < 8; k++) v[k] = (uint32_t)st->h[k], v[k + 8] = iv_s[k];
  v[12] ^= (uint32_t)st->t[0];
  v[13] ^= (uint32_t)(st->t[0] >> 32);
  if (final) v[14] = ~v[14];
  if (final && st->last_node) v[15] = ~v[15];
  for (int r = 0; r < 10; r++) ROUND(uint32_t, rotr32, 16, 12, 8, 7, sigma[r]);
  for (int k = 0; k < 8; k++) st->h[k] = (uint32_t)(st->h[k] ^ v[k] ^ v[k + 8]);
}

/* Count n more bytes and compress the buffered block. */
static void compress(Blake2 *st, bool final) {
  uint64_t n = (uint64_t)st->buflen;
  st->t[0] += n;
  if (st->t[0] < n) st->t[1]++;
  if (st->v == &variants[0]) compress_b(st, st->buf, final);
  else compress_s(st, st->buf, final);
}

static void absorb(Blake2 *st, const unsigned char *p, int64_t n) {
  while (n > 0) {
    if (st->buflen == st->v->block) { /* full, and more follows: it is not the last block */
      compress(st, false);
      st->buflen = 0;
    }
    int64_t take = st->v->block - st->buflen;
    if (take > n) take = n;
    memcpy(st->buf + st->buflen, p, (size_t)take);
    st->buflen += (int)take;
    p += take;
    n -= take;
  }
}

/* ---- the parameters ---- */

typedef struct Params {
  int64_t digest_size, fanout, depth, node_depth, inner_size;
  uint64_t leaf_size, node_offset;
  const char *key, *salt, *person;
  int64_t nkey, nsalt, nperson;
  bool last_node;
} Params;

static const char *const param_names[] = {"digest_size", "key", "salt", "person", "fanout", "depth",
                                          "leaf_size", "node_offset", "node_depth", "inner_size",
                                          "last_node", "usedforsecurity"};
enum { NPARAMS = 12 };

static const char *bytes_arg(Value v, int64_t *n) {
  if (rt_is_undef(v)) {
    *n = 0;
    return "";
  }
  const char *p = rt_buffer_of(v, n);
  if (!p || rt_is_str(v)) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
  return p;
}

static int64_t int_arg(Value v, int64_t dflt) { return rt_is_undef(v) ? dflt : rt_to_index(v, NULL); }

static void in_range(int64_t x, int64_t lo, int64_t hi, const char *what) {
  if (x < lo || x > hi) rt_raise(RT_EXC_ValueError, "%s must be between %lld and %lld", what, (long long)lo, (long long)hi);
}

/* A size CPython reads as an unsigned long long: a negative one is "value must be
 * positive", one beyond 64 bits "int too big to convert". */
static uint64_t unsigned_arg(Value v) {
  if (rt_is_undef(v)) return 0;
  if (v.tag != RT_INT && !rt_is_bigint(v)) return (uint64_t)rt_to_index(v, NULL);
  Value zero = rt_int(0), neg = rt_binop(RT_OP_LT, v, zero);
  if (rt_truthy(neg)) rt_raise(RT_EXC_ValueError, "value must be positive");
  uint64_t u;
  if (!rt_int_to_u64(v, &u)) rt_raise(RT_EXC_OverflowError, "int too big to convert");
  return u;
}

static Params read_params(const Variant *var, const Value *a) {
  Params p;
  if (!rt_is_undef(a[0]) && rt_is_bigint(a[0])) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
  p.digest_size = int_arg(a[0], var->max_digest);
  if (p.digest_size < 1 || p.digest_size > var->max_digest) {
    rt_raise(RT_EXC_ValueError, "digest_size must be between 1 and %d bytes", var->max_digest);
  }
  p.key = bytes_arg(a[1], &p.nkey);
  p.salt = bytes_arg(a[2], &p.nsalt);
  p.person = bytes_arg(a[3], &p.nperson);
  if (p.nkey > var->max_digest) rt_raise(RT_EXC_ValueError, "maximum key length is %d bytes", var->max_digest);
  if (p.nsalt > var->salt) rt_raise(RT_EXC_ValueError, "maximum salt length is %d bytes", var->salt);
  if (p.nperson > var->person) rt_raise(RT_EXC_ValueError, "maximum person length is %d bytes", var->person);
  p.fanout = int_arg(a[4], 1);
  in_range(p.fanout, 0, 255, "fanout");
  p.depth = int_arg(a[5], 1);
  in_range(p.depth, 1, 255, "depth");
  p.leaf_size = unsigned_arg(a[6]);
  if (p.leaf_size > 0xFFFFFFFFULL) rt_raise(RT_EXC_OverflowError, "leaf_size is too large");
  p.node_offset = unsigned_arg(a[7]);
  if (var == &variants[1] && p.node_offset > 0xFFFFFFFFFFFFULL) rt_raise(RT_EXC_OverflowError, "node_offset is too large");
  p.node_depth = int_arg(a[8], 0);
  in_range(p.node_depth, 0, 255, "node_depth");
  p.inner_size = int_arg(a[9], 0);
  if (p.inner_size < 0 || p.inner_size > var->max_digest) {
    rt_raise(RT_EXC_ValueError, "inner_size must be between 0 and is %d", var->max_digest);
  }
  p.last_node = !rt_is_undef(a[10]) && rt_truthy(a[10]);
  return p;
}

/* The parameter block (RFC 7693 2.5, the salt and person at the variant's places), XORed into
 * the IV; then the key, padded to a block, is the first block. */
static void start(Blake2 *st, const Params *p) {
  unsigned char block[64] = {0};
  bool b = st->v == &variants[0];
  block[0] = (unsigned char)p->digest_size, block[1] = (unsigned char)p->nkey;
  block[2] = (unsigned char)p->fanout, block[3] = (unsigned char)p->depth;
  for (int k = 0; k < 4; k++) block[4 + k] = (unsigned char)(p->leaf_size >> (8 * k));
  for (int k = 0; k < (b ? 8 : 6); k++) block[8 + k] = (unsigned char)(p->node_offset >> (8 * k));
  block[b ? 16 : 14] = (unsigned char)p->node_depth;
  block[b ? 17 : 15] = (unsigned char)p->inner_size;
  memcpy(block + (b ? 32 : 16), p->salt, (size_t)p->nsalt);
  memcpy(block + (b ? 48 : 24), p->person, (size_t)p->nperson);
  for (int k = 0; k < 8; k++) st->h[k] = b ? iv_b[k] ^ load64(block + 8 * k) : iv_s[k] ^ load32(block + 4 * k);
  st->digest_size = (int)p->digest_size;
  st->last_node = p->last_node;
  if (p->nkey > 0) {
    memset(st->buf, 0, sizeof st->buf);
    memcpy(st->buf, p->key, (size_t)p->nkey);
    st->buflen = st->v->block;
  }
}

/* ---- the objects ---- */

typedef struct Blake2State {
  Value classes[2]; /* borrowed: the hashlib module holds them */
} Blake2State;

static RtStateKey state_key = {"hashlib blake2", sizeof(Blake2State), NULL, NULL, 0};
static Blake2State *state(void) { return rt_runtime_state(&state_key); }

static void feed(Blake2 *st, Value data) {
  if (rt_is_str(data)) rt_raise(RT_EXC_TypeError, "Strings must be encoded before hashing");
  int64_t n;
  const char *p = rt_buffer_of(data, &n);
  if (!p) rt_raise(RT_EXC_TypeError, "object supporting the buffer API required");
  enum { CHUNK = 1 << 22 };
  for (int64_t at = 0; at < n; at += CHUNK) { /* in pieces, for Ctrl-C on large data */
    if (rt_interrupted) rt_check_interrupt();
    absorb(st, (const unsigned char *)p + at, n - at < CHUNK ? n - at : CHUNK);
  }
}

static Value blake2_new_state(const Variant *v) {
  Blake2 *st = rt_calloc(1, sizeof *st);
  rt_obj_init(&st->hdr, &blake2_type);
  st->v = v;
  return rt_obj(st);
}

/* The digest of what was fed so far (the state itself goes on). */
static void final_digest(const Blake2 *st, unsigned char *out) {
  Blake2 c = *st;
  memset(c.buf + c.buflen, 0, (size_t)(c.v->block - c.buflen));
  compress(&c, true);
  int word = c.v == &variants[0] ? 8 : 4;
  for (int k = 0; k < c.digest_size; k++) out[k] = (unsigned char)(c.h[k / word] >> (8 * (k % word)));
}

static Value m_update(ARGS) {
  if (argc != 1 || (kw && kw->n)) {
    rt_raise(RT_EXC_TypeError, "%s.update() takes exactly one argument (%d given)", B2(self)->v->name, argc);
  }
  feed(B2(self), argv[0]);
  return rt_none();
}

static void no_args(Value self, const char *what, int argc, const Kwargs *kw) {
  if (argc || (kw && kw->n)) rt_raise(RT_EXC_TypeError, "%s.%s() takes no arguments (%d given)", B2(self)->v->name, what, argc);
}

static Value m_digest(ARGS) {
  (void)argv;
  no_args(self, "digest", argc, kw);
  unsigned char out[64];
  final_digest(B2(self), out);
  return rt_bytes_new(&rt_bytes_type, (const char *)out, (size_t)B2(self)->digest_size);
}

static Value m_hexdigest(ARGS) {
  (void)argv;
  no_args(self, "hexdigest", argc, kw);
  unsigned char out[64];
  char hex[129];
  final_digest(B2(self), out);
  static const char digits[] = "0123456789abcdef";
  int n = B2(self)->digest_size;
  for (int k = 0; k < n; k++) hex[2 * k] = digits[out[k] >> 4], hex[2 * k + 1] = digits[out[k] & 15];
  return rt_str_new(hex, (size_t)n * 2);
}

static Value m_copy(ARGS) {
  (void)argv;
  no_args(self, "copy", argc, kw);
  Value c = blake2_new_state(B2(self)->v);
  Blake2 *d = B2(c);
  Obj hdr = d->hdr;
  *d = *B2(self);
  d->hdr = hdr;
  return c;
}

static const struct {
  const char *name;
  RtMethodFn fn;
} methods[] = {{"update", m_update}, {"digest", m_digest}, {"hexdigest", m_hexdigest}, {"copy", m_copy}};

static RtMethodFn blake2_method(Value self, const char *name) {
  (void)self;
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++)
    if (!strcmp(methods[k].name, name)) return methods[k].fn;
  return NULL;
}

static Value blake2_getattr(Value self, const char *name) {
  Blake2 *st = B2(self);
  if (!strcmp(name, "name")) return rt_str_from_c(st->v->name);
  if (!strcmp(name, "digest_size")) return rt_int(st->digest_size);
  if (!strcmp(name, "block_size")) return rt_int(st->v->block);
  RtMethodFn fn = blake2_method(self, name);
  if (fn) return rt_native_bind(name, fn, self);
  return rt_undef();
}

static Value blake2_repr(Value self) {
  return rt_str_printf("<_blake2.%s object at %p>", B2(self)->v->name, (void *)self.as.o);
}

static const char *blake2_type_name(Value self) {
  return B2(self)->v == &variants[0] ? "_blake2.blake2b" : "_blake2.blake2s";
}

static Value blake2_type_object(Value self) {
  Value c = state()->classes[B2(self)->v == &variants[0] ? 0 : 1];
  return (rt_incref(c), c);
}

static const ObjType blake2_type = {
    .name = "_blake2.blake2b",
    .free = (void (*)(Obj *))free,
    .repr = blake2_repr,
    .getattr = blake2_getattr,
    .method = blake2_method,
    .type_name = blake2_type_name,
    .type_object = blake2_type_object,
};

static bool is_blake2b(Value v) { return rt_is_type(v, &blake2_type) && B2(v)->v == &variants[0]; }
static bool is_blake2s(Value v) { return rt_is_type(v, &blake2_type) && B2(v)->v == &variants[1]; }

/* blake2b(data=b'', /, *, digest_size=64, key=b'', salt=b'', person=b'', fanout=1, depth=1,
 * leaf_size=0, node_offset=0, node_depth=0, inner_size=0, last_node=False,
 * usedforsecurity=True), and blake2s. */
Value py_blake2_new(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  const Variant *var = strcmp(name, "blake2s") == 0 ? &variants[1] : &variants[0];
  if (argc > 1) rt_raise(RT_EXC_TypeError, "%s() takes at most 1 positional argument (%d given)", var->name, argc);
  Value a[NPARAMS];
  for (int k = 0; k < NPARAMS; k++) a[k] = rt_undef();
  for (int j = 0; kw && j < kw->n; j++) {
    int k = 0;
    while (k < NPARAMS && strcmp(param_names[k], kw->names[j]) != 0) k++;
    if (k == NPARAMS) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for %s()", kw->names[j], var->name);
    a[k] = kw->values[j];
  }
  Params p = read_params(var, a);
  Value h = blake2_new_state(var);
  int mark = rt_cleanup_push_value(&h);
  start(B2(h), &p);
  if (argc == 1) feed(B2(h), argv[0]);
  rt_cleanup_pop(mark, false);
  return h;
}

static Value c_blake2b(ARGS) {
  (void)self;
  return py_blake2_new("blake2b", argc, argv, kw);
}

static Value c_blake2s(ARGS) {
  (void)self;
  return py_blake2_new("blake2s", argc, argv, kw);
}

void py_blake2_init(Value m) {
  static const NativeFn ctors[2] = {c_blake2b, c_blake2s};
  static bool (*const checks[2])(Value) = {is_blake2b, is_blake2s};
  static const char *const reprs[2] = {"<class '_blake2.blake2b'>", "<class '_blake2.blake2s'>"};
  for (int k = 0; k < 2; k++) {
    const Variant *v = &variants[k];
    Value cls = rt_native_class(v->name, ctors[k], checks[k], reprs[k]);
    rt_native_class_set_attr(cls, "MAX_DIGEST_SIZE", rt_int(v->max_digest));
    rt_native_class_set_attr(cls, "MAX_KEY_SIZE", rt_int(v->max_digest));
    rt_native_class_set_attr(cls, "SALT_SIZE", rt_int(v->salt));
    rt_native_class_set_attr(cls, "PERSON_SIZE", rt_int(v->person));
    state()->classes[k] = cls;
    rt_module_set(m, v->name, cls);
  }
}
