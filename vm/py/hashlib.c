/* hashlib.c — the hashlib module over OpenSSL's libcrypto (EVP digests): md5, sha1, the sha2
 * and sha3 families, blake2b/blake2s, shake_128/256 and new(name); hash objects with update,
 * digest, hexdigest, copy, name, digest_size and block_size; pbkdf2_hmac (blake2b and blake2s
 * with their parameters are hashlib_blake2.c's). Data is any
 * bytes-like object; a str gets CPython's "Strings must be encoded before hashing". */
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/buffer.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "hashlib_blake2.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* Python's names and OpenSSL's. */
static const struct {
  const char *py, *ossl;
} algos[] = {{"md5", "MD5"},           {"sha1", "SHA1"},         {"sha224", "SHA224"},     {"sha256", "SHA256"},
             {"sha384", "SHA384"},     {"sha512", "SHA512"},     {"sha3_224", "SHA3-224"}, {"sha3_256", "SHA3-256"},
             {"sha3_384", "SHA3-384"}, {"sha3_512", "SHA3-512"}, {"blake2b", "BLAKE2B-512"},
             {"blake2s", "BLAKE2S-256"}, {"shake_128", "SHAKE128"}, {"shake_256", "SHAKE256"},
             {"sha512_224", "SHA512-224"}, {"sha512_256", "SHA512-256"}, {NULL, NULL}};

typedef struct Hash {
  Obj hdr;
  EVP_MD_CTX *ctx;
  const char *name; /* Python's, static */
  bool xof;         /* shake: digest(length) */
} Hash;

static const ObjType hash_type;
#define HS(v) RT_AS(Hash, v)

static void hash_free(Obj *o) {
  EVP_MD_CTX_free(((Hash *)o)->ctx);
  free(o);
}

static const EVP_MD *md_named(const char *name, const char **pyname) {
  char lower[64];
  snprintf(lower, sizeof lower, "%s", name);
  for (char *c = lower; *c; c++) *c = (char)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c == '-' ? '_' : *c);
  for (int k = 0; algos[k].py; k++) {
    if (strcmp(lower, algos[k].py)) continue;
    *pyname = algos[k].py;
    return EVP_get_digestbyname(algos[k].ossl);
  }
  return NULL;
}

enum { FEED_CHUNK = 1 << 22 };

static void feed(Hash *h, Value data) {
  if (rt_is_str(data)) rt_raise(RT_EXC_TypeError, "Strings must be encoded before hashing");
  int64_t n;
  const char *p = rt_buffer_of(data, &n);
  if (!p) rt_raise(RT_EXC_TypeError, "object supporting the buffer API required");
  for (int64_t at = 0; at < n; at += FEED_CHUNK) { /* in pieces, for Ctrl-C on large data */
    if (rt_interrupted) rt_check_interrupt();
    EVP_DigestUpdate(h->ctx, p + at, (size_t)(n - at < FEED_CHUNK ? n - at : FEED_CHUNK));
  }
}

static Value hash_new(const EVP_MD *md, const char *pyname, Value data) {
  Hash *h = rt_malloc(sizeof *h);
  rt_obj_init(&h->hdr, &hash_type);
  h->ctx = EVP_MD_CTX_new();
  h->name = pyname;
  h->xof = !strncmp(pyname, "shake", 5);
  Value v = rt_obj(h);
  int mark = rt_cleanup_push_value(&v);
  if (!h->ctx || !EVP_DigestInit_ex(h->ctx, md, NULL)) rt_raise(RT_EXC_ValueError, "unsupported hash type %s", pyname);
  if (!rt_is_undef(data) && !rt_is_none(data)) feed(h, data);
  rt_cleanup_pop(mark, false);
  return v;
}

/* The digest of a copy of the state (the object can go on being updated). */
static int64_t digest_into(Hash *h, unsigned char *out, int64_t xof_len) {
  EVP_MD_CTX *c = EVP_MD_CTX_new();
  if (!c || !EVP_MD_CTX_copy_ex(c, h->ctx)) {
    EVP_MD_CTX_free(c);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  unsigned int n = 0;
  if (h->xof) { /* a length of 2**32 or more does not fit n */
    EVP_DigestFinalXOF(c, out, (size_t)xof_len);
    EVP_MD_CTX_free(c);
    return xof_len;
  }
  EVP_DigestFinal_ex(c, out, &n);
  EVP_MD_CTX_free(c);
  return n;
}

/* The digest bytes (a malloc'd buffer of *n) for digest() and hexdigest(). */
static unsigned char *digest_of(Value self, const char *fname, int argc, const Value *argv, const Kwargs *kw, int64_t *n) {
  Hash *h = HS(self);
  int64_t len = EVP_MAX_MD_SIZE;
  if (h->xof) {
    static const char *const names[] = {"length"};
    Value a[1];
    rt_parse_args(fname, argc, argv, kw, 1, names, 1, a);
    len = rt_to_index(a[0], NULL);
    if (len < 0) rt_raise(RT_EXC_ValueError, "negative digest length");
  } else {
    rt_check_args(fname, argc, kw, 0, 0, RT_ARGS_NONE);
  }
  unsigned char *out = rt_malloc((size_t)len + 1);
  *n = digest_into(h, out, len);
  return out;
}

static Value m_digest(ARGS) {
  int64_t n;
  unsigned char *d = digest_of(self, "digest", argc, argv, kw, &n);
  Value b = rt_bytes_new(&rt_bytes_type, d, (size_t)n);
  free(d);
  return b;
}

static Value m_hexdigest(ARGS) {
  int64_t n;
  unsigned char *d = digest_of(self, "hexdigest", argc, argv, kw, &n);
  int mark = rt_cleanup_push(free, d);
  if (n > INT64_MAX / 2 - 1) rt_raise(RT_EXC_MemoryError, "%s", "");
  char *hex = rt_malloc((size_t)n * 2 + 1);
  rt_cleanup_push(free, hex);
  static const char digits[] = "0123456789abcdef";
  for (int64_t k = 0; k < n; k++) {
    if (!(k & 0xFFFFF) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C in a long XOF digest */
    hex[2 * k] = digits[d[k] >> 4], hex[2 * k + 1] = digits[d[k] & 15];
  }
  Value s = rt_str_new(hex, (size_t)n * 2);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value m_update(ARGS) {
  rt_check_args("update", argc, kw, 1, 1, RT_ARGS_ONE);
  feed(HS(self), argv[0]);
  return rt_none();
}

static Value m_copy(ARGS) {
  (void)argv;
  rt_check_args("copy", argc, kw, 0, 0, RT_ARGS_NONE);
  Hash *h = HS(self);
  Value v = hash_new(EVP_MD_CTX_get0_md(h->ctx), h->name, rt_undef());
  EVP_MD_CTX_copy_ex(HS(v)->ctx, h->ctx);
  return v;
}

typedef struct HMethod {
  const char *name;
  RtMethodFn fn;
} HMethod;
static const HMethod methods[] = {{"update", m_update}, {"digest", m_digest}, {"hexdigest", m_hexdigest}, {"copy", m_copy}, {NULL, NULL}};

static RtMethodFn hash_method(Value self, const char *name) {
  (void)self;
  for (const HMethod *m = methods; m->name; m++)
    if (!strcmp(m->name, name)) return m->fn;
  return NULL;
}

static Value hash_getattr(Value self, const char *name) {
  Hash *h = HS(self);
  const EVP_MD *md = EVP_MD_CTX_get0_md(h->ctx);
  if (!strcmp(name, "name")) return rt_str_from_c(h->name);
  if (!strcmp(name, "digest_size")) return rt_int(h->xof ? 0 : EVP_MD_get_size(md));
  if (!strcmp(name, "block_size")) return rt_int(EVP_MD_get_block_size(md));
  for (const HMethod *m = methods; m->name; m++)
    if (!strcmp(m->name, name)) return rt_native_bind(m->name, m->fn, self);
  return rt_undef();
}

static Value hash_repr(Value self) {
  return rt_str_printf("<%s _hashlib.HASH object @ %p>", HS(self)->name, (void *)self.as.o);
}

static const char *hash_type_name(Value self) {
  return HS(self)->xof ? "_hashlib.HASHXOF" : "_hashlib.HASH";
}

static const ObjType hash_type = {
    .name = "_hashlib.HASH",
    .free = hash_free,
    .repr = hash_repr,
    .getattr = hash_getattr,
    .method = hash_method,
    .type_name = hash_type_name,
};

/* ---- the constructors ---- */

/* md5(data=b'', *, usedforsecurity=True), and the others; self is the name (a str). */
static Value h_named(ARGS) {
  static const char *const names[] = {"string", "usedforsecurity"};
  char fname[32];
  snprintf(fname, sizeof fname, "openssl_%s", rt_str_data(self));
  if (argc > 1) rt_raise(RT_EXC_TypeError, "%s() takes at most 1 positional argument (%d given)", fname, argc);
  Value a[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 0, a);
  const char *pyname;
  const EVP_MD *md = md_named(rt_str_data(self), &pyname);
  if (!md) rt_raise(RT_EXC_ValueError, "unsupported hash type %s", rt_str_data(self));
  return hash_new(md, pyname, a[0]);
}

/* new(name, data=b'', **kwargs): blake2b/blake2s take their parameters as keywords. */
static Value new_blake2(int argc, const Value *argv, const Kwargs *kw) {
  const char *name = rt_str_data(argv[0]);
  Kwargs rest = {0};
  Value data = argc > 1 ? argv[1] : rt_undef();
  const char *names[16];
  Value values[16];
  for (int j = 0; kw && j < kw->n; j++) {
    if (!strcmp(kw->names[j], "data") && rt_is_undef(data)) data = kw->values[j];
    else if (rest.n < 16) names[rest.n] = kw->names[j], values[rest.n++] = kw->values[j];
  }
  rest.names = names;
  rest.values = values;
  if (argc > 2) rt_raise(RT_EXC_TypeError, "new() takes at most 2 positional arguments (%d given)", argc);
  return py_blake2_new(name, rt_is_undef(data) ? 0 : 1, &data, &rest);
}

static Value h_new(ARGS) {
  (void)self;
  static const char *const names[] = {"name", "data", "usedforsecurity"};
  Value a[3];
  if (argc >= 1 && rt_is_str(argv[0]) && (!strcmp(rt_str_data(argv[0]), "blake2b") || !strcmp(rt_str_data(argv[0]), "blake2s")))
    return new_blake2(argc, argv, kw);
  rt_parse_args("new", argc, argv, kw, 3, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "new() argument 'name' must be str, not %s", rt_type_name(a[0]));
  const char *pyname;
  const EVP_MD *md = md_named(rt_str_data(a[0]), &pyname);
  if (!md) rt_raise(RT_EXC_ValueError, "unsupported hash type %s", rt_str_data(a[0]));
  return hash_new(md, pyname, a[1]);
}

static Value h_pbkdf2_hmac(ARGS) {
  (void)self;
  static const char *const names[] = {"hash_name", "password", "salt", "iterations", "dklen"};
  Value a[5];
  rt_parse_args("pbkdf2_hmac", argc, argv, kw, 5, names, 4, a);
  const char *pyname;
  const EVP_MD *md = rt_is_str(a[0]) ? md_named(rt_str_data(a[0]), &pyname) : NULL;
  if (!md) rt_raise(RT_EXC_ValueError, "unsupported hash type %s", rt_is_str(a[0]) ? rt_str_data(a[0]) : "");
  int64_t np, ns;
  const char *pw = rt_buffer_of(a[1], &np), *salt = rt_buffer_of(a[2], &ns);
  if (!pw || !salt) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(pw ? a[2] : a[1]));
  int64_t iters = rt_to_index(a[3], NULL);
  if (iters < 1) rt_raise(RT_EXC_ValueError, "iteration value must be greater than 0.");
  int64_t dklen = rt_is_undef(a[4]) || rt_is_none(a[4]) ? EVP_MD_get_size(md) : rt_to_index(a[4], NULL);
  if (dklen < 1) rt_raise(RT_EXC_ValueError, "key length must be greater than 0.");
  unsigned char *out = rt_malloc((size_t)dklen);
  PKCS5_PBKDF2_HMAC(pw, (int)np, (const unsigned char *)salt, (int)ns, (int)iters, md, (int)dklen, out);
  Value b = rt_bytes_new(&rt_bytes_type, out, (size_t)dklen);
  free(out);
  return b;
}

static Value name_set(bool all) {
  Value s = rt_set_new(false);
  for (int k = 0; algos[k].py; k++) {
    if (!all && !strncmp(algos[k].py, "sha512_", 7)) continue;
    Value n = rt_str_from_c(algos[k].py);
    rt_set_add(s, n);
    rt_decref(n);
  }
  return s;
}

void rt_hashlib_module_init(Value m) {
  for (int k = 0; algos[k].py; k++) {
    Value name = rt_str_from_c(algos[k].py);
    rt_module_set(m, algos[k].py, rt_native_bind(algos[k].py, h_named, name));
    rt_decref(name);
  }
  py_blake2_init(m); /* _blake2's classes, in place of OpenSSL's fixed-size digests */
  rt_module_add_fn(m, "new", h_new);
  rt_module_add_fn(m, "pbkdf2_hmac", h_pbkdf2_hmac);
  rt_module_set(m, "algorithms_guaranteed", name_set(false));
  rt_module_set(m, "algorithms_available", name_set(true));
}
