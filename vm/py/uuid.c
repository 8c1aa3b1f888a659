/* uuid.c — the uuid module: the UUID class (from hex, bytes, bytes_le, fields or int, with
 * version; str, repr, hex, int, bytes, bytes_le, fields and its six parts, time, clock_seq,
 * urn, variant, version; ordering and hash as its int's), uuid3 and uuid5 (MD5 and SHA-1 of
 * the namespace's bytes and the name's UTF-8, OpenSSL's digests), uuid4 (16 bytes from
 * getrandom) and uuid1 (the time in 100 ns steps since 1582-10-15, a random clock sequence,
 * getnode()'s node: a random 48-bit number with the multicast bit set, as CPython uses when it
 * finds no hardware address), the NAMESPACE_* and variant constants. A UUID keeps its 16 bytes
 * in the attribute _weft_bytes. Not here: SafeUUID and is_safe, immutability. */
#include <openssl/evp.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "modlib.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct UuidState {
  Value cls;      /* borrowed: the module holds it */
  int64_t node;   /* getnode()'s answer, -1 until asked */
} UuidState;
static void uuid_state_init(void *p) { ((UuidState *)p)->node = -1; }
static RtStateKey uuid_key = {"uuid", sizeof(UuidState), uuid_state_init, NULL, 0};
static UuidState *uuid_state(void) { return rt_runtime_state(&uuid_key); }

static const char *const V_NCS = "reserved for NCS compatibility", *const V_RFC = "specified in RFC 4122",
                  *const V_MS = "reserved for Microsoft compatibility", *const V_FUTURE = "reserved for future definition";

/* The 16 bytes of a UUID object (borrowed view), or NULL for anything else. */
static const uint8_t *uuid_bytes(Value u) {
  if (!rt_isinstance_class(u, uuid_state()->cls)) return NULL;
  Value b = rt_getattr(u, "_weft_bytes");
  const uint8_t *p = rt_is_type(b, &rt_bytes_type) && RT_AS(Bytes, b)->n == 16 ? RT_AS(Bytes, b)->data : NULL;
  rt_decref(b); /* the instance keeps it */
  return p;
}

static const uint8_t *self_bytes(Value u) {
  const uint8_t *p = uuid_bytes(u);
  if (!p) rt_raise(RT_EXC_TypeError, "descriptor requires a 'UUID' object but received a '%s'", rt_type_name(u));
  return p;
}

static uint64_t be(const uint8_t *p, int n) {
  uint64_t v = 0;
  for (int k = 0; k < n; k++) v = v << 8 | p[k];
  return v;
}

/* int.from_bytes(b, 'big') (a new reference). */
static Value int_from_bytes(const uint8_t *b) {
  Value bs = rt_bytes_new(&rt_bytes_type, b, 16);
  int mark = rt_cleanup_push_value(&bs);
  Value f = rt_import_attr("builtins", "int.from_bytes");
  rt_cleanup_push_value(&f);
  Value big = rt_str_from_c("big");
  rt_cleanup_push_value(&big);
  Value r = rt_call(f, 2, (Value[]){bs, big}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void put_hex(StrBuf *sb, const uint8_t *b, int from, int to) {
  for (int k = from; k < to; k++) rt_sb_printf(sb, "%02x", b[k]);
}

static void put_str(StrBuf *sb, const uint8_t *b) {
  put_hex(sb, b, 0, 4);
  rt_sb_putc(sb, '-');
  put_hex(sb, b, 4, 6);
  rt_sb_putc(sb, '-');
  put_hex(sb, b, 6, 8);
  rt_sb_putc(sb, '-');
  put_hex(sb, b, 8, 10);
  rt_sb_putc(sb, '-');
  put_hex(sb, b, 10, 16);
}

static Value text_of(const uint8_t *b, const char *before, const char *after, bool plain) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, before);
  if (plain) put_hex(&sb, b, 0, 16);
  else put_str(&sb, b);
  rt_sb_puts(&sb, after);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static const char *variant_of(const uint8_t *b) {
  if (!(b[8] & 0x80)) return V_NCS;
  if (!(b[8] & 0x40)) return V_RFC;
  if (!(b[8] & 0x20)) return V_MS;
  return V_FUTURE;
}

/* ---- construction ---- */

static void set_version(uint8_t *b, Value version) {
  if (rt_is_undef(version) || rt_is_none(version)) return;
  Value lo = rt_binop(RT_OP_LE, rt_int(1), version);
  bool ok = rt_truthy(lo);
  rt_decref(lo);
  if (ok) {
    Value hi = rt_binop(RT_OP_LE, version, rt_int(5));
    ok = rt_truthy(hi);
    rt_decref(hi);
  }
  if (!ok) rt_raise(RT_EXC_ValueError, "illegal version number");
  int64_t v = rt_to_index(version, "version");
  b[8] = (uint8_t)((b[8] & 0x3F) | 0x80);
  b[6] = (uint8_t)((b[6] & 0x0F) | (v << 4));
}

static int hexdig(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
  return -1;
}

static void from_hex(Value hex, uint8_t *b) {
  if (!rt_is_str(hex)) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'replace'", rt_type_name(hex));
  const char *p = rt_str_data(hex);
  int64_t n = RT_AS(Str, hex)->nbytes;
  char digits[33];
  int nd = 0;
  /* hex.replace('urn:', '').replace('uuid:', '').strip('{}').replace('-', '') */
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n;) {
    if (n - i >= 4 && memcmp(p + i, "urn:", 4) == 0) i += 4;
    else rt_sb_putc(&sb, p[i++]);
  }
  StrBuf sb2;
  rt_sb_init(&sb2);
  rt_sb_cleanup_push(&sb2);
  for (size_t i = 0; i < sb.len;) {
    if (sb.len - i >= 5 && memcmp(sb.data + i, "uuid:", 5) == 0) i += 5;
    else rt_sb_putc(&sb2, sb.data[i++]);
  }
  size_t a = 0, e = sb2.len;
  while (a < e && (sb2.data[a] == '{' || sb2.data[a] == '}')) a++;
  while (e > a && (sb2.data[e - 1] == '{' || sb2.data[e - 1] == '}')) e--;
  int64_t chars = 0;
  for (size_t i = a; i < e; i++) {
    if (sb2.data[i] == '-') continue;
    if (((unsigned char)sb2.data[i] & 0xC0) != 0x80) chars++;
    if (nd < 32) digits[nd] = sb2.data[i];
    nd++;
  }
  if (chars != 32) rt_raise(RT_EXC_ValueError, "badly formed hexadecimal UUID string");
  for (int k = 0; k < 32; k++) {
    if (nd != 32 || hexdig(digits[k]) < 0) {
      digits[nd < 32 ? nd : 32] = 0;
      rt_raise(RT_EXC_ValueError, "badly formed hexadecimal UUID string");
    }
  }
  for (int k = 0; k < 16; k++) b[k] = (uint8_t)(hexdig(digits[2 * k]) * 16 + hexdig(digits[2 * k + 1]));
  rt_cleanup_pop(mark, true);
}

static void from_bytes(Value v, uint8_t *b, bool le) {
  if (!rt_is_type(v, &rt_bytes_type)) {
    Value r = rt_repr(v);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(r));
    rt_cleanup_pop(mark, true);
  }
  if (RT_AS(Bytes, v)->n != 16) rt_raise(RT_EXC_ValueError, "%s is not a 16-char string", le ? "bytes_le" : "bytes");
  const uint8_t *p = RT_AS(Bytes, v)->data;
  memcpy(b, p, 16);
  if (le) {
    static const int order[16] = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
    for (int k = 0; k < 16; k++) b[k] = p[order[k]];
  }
}

/* 0 <= v < 2**bits, else ValueError(msg) */
static uint64_t in_range(Value v, int bits, const char *msg) {
  Value lim = rt_binop(RT_OP_LSHIFT, rt_int(1), rt_int(bits));
  int mark = rt_cleanup_push_value(&lim);
  Value lo = rt_binop(RT_OP_LE, rt_int(0), v);
  bool ok = rt_truthy(lo);
  rt_decref(lo);
  if (ok) {
    Value hi = rt_binop(RT_OP_LT, v, lim);
    ok = rt_truthy(hi);
    rt_decref(hi);
  }
  if (!ok) rt_raise(RT_EXC_ValueError, "%s", msg);
  rt_cleanup_pop(mark, true);
  return (uint64_t)rt_to_index(v, "field");
}

static void put_be(uint8_t *b, uint64_t v, int n) {
  for (int k = n - 1; k >= 0; k--, v >>= 8) b[k] = (uint8_t)(v & 0xFF);
}

static void from_fields(Value f, uint8_t *b) {
  Value t = rt_it_pool(f);
  int mark = rt_cleanup_push_value(&t);
  if (RT_AS(Tuple, t)->n != 6) rt_raise(RT_EXC_ValueError, "fields is not a 6-tuple");
  Value *x = RT_AS(Tuple, t)->items;
  static const int bits[6] = {32, 16, 16, 8, 8, 48};
  static const char *const msgs[6] = {"field 1 out of range (need a 32-bit value)", "field 2 out of range (need a 16-bit value)",
                                      "field 3 out of range (need a 16-bit value)", "field 4 out of range (need an 8-bit value)",
                                      "field 5 out of range (need an 8-bit value)", "field 6 out of range (need a 48-bit value)"};
  uint64_t v[6];
  for (int k = 0; k < 6; k++) v[k] = in_range(x[k], bits[k], msgs[k]);
  put_be(b, v[0], 4);
  put_be(b + 4, v[1], 2);
  put_be(b + 6, v[2], 2);
  b[8] = (uint8_t)v[3];
  b[9] = (uint8_t)v[4];
  put_be(b + 10, v[5], 6);
  rt_cleanup_pop(mark, true);
}

static void from_int(Value v, uint8_t *b) {
  Value lim = rt_binop(RT_OP_LSHIFT, rt_int(1), rt_int(128));
  int mark = rt_cleanup_push_value(&lim);
  Value lo = rt_binop(RT_OP_LE, rt_int(0), v);
  bool ok = rt_truthy(lo);
  rt_decref(lo);
  if (ok) {
    Value hi = rt_binop(RT_OP_LT, v, lim);
    ok = rt_truthy(hi);
    rt_decref(hi);
  }
  if (!ok) rt_raise(RT_EXC_ValueError, "int is out of range (need a 128-bit value)");
  Value f = rt_getattr(v, "to_bytes");
  rt_cleanup_push_value(&f);
  Value big = rt_str_from_c("big");
  rt_cleanup_push_value(&big);
  Value bs = rt_call(f, 2, (Value[]){rt_int(16), big}, NULL);
  rt_cleanup_push_value(&bs);
  memcpy(b, RT_AS(Bytes, bs)->data, 16);
  rt_cleanup_pop(mark, true);
}

static Value u_init(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "hex", "bytes", "bytes_le", "fields", "int", "version", "is_safe"};
  Value a[8];
  rt_parse_args_kwonly("__init__", argc, argv, kw, 8, 7, names, 1, a);
  int given = 0;
  for (int k = 1; k <= 5; k++) given += !(rt_is_undef(a[k]) || rt_is_none(a[k]));
  if (given != 1) rt_raise(RT_EXC_TypeError, "one of the hex, bytes, bytes_le, fields, or int arguments must be given");
  uint8_t b[16];
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) from_hex(a[1], b);
  else if (!rt_is_undef(a[2]) && !rt_is_none(a[2])) from_bytes(a[2], b, false);
  else if (!rt_is_undef(a[3]) && !rt_is_none(a[3])) from_bytes(a[3], b, true);
  else if (!rt_is_undef(a[4]) && !rt_is_none(a[4])) from_fields(a[4], b);
  else from_int(a[5], b);
  set_version(b, a[6]);
  Value bs = rt_bytes_new(&rt_bytes_type, b, 16);
  int mark = rt_cleanup_push_value(&bs);
  rt_setattr(a[0], "_weft_bytes", bs);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* A UUID made from 16 bytes (new reference). */
static Value make_uuid(const uint8_t *b, int version) {
  Value bs = rt_bytes_new(&rt_bytes_type, b, 16);
  int mark = rt_cleanup_push_value(&bs);
  Kwargs kwv;
  const char *kn[2] = {"bytes", "version"};
  Value kv[2] = {bs, rt_int(version)};
  kwv.n = 2;
  kwv.names = kn;
  kwv.values = kv;
  Value r = rt_call(uuid_state()->cls, 0, NULL, &kwv);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- methods and properties ---- */

#define GETTER(fname, expr)                                   \
  static Value fname(ARGS) {                                  \
    (void)self, (void)kw;                                     \
    rt_check_nargs(#fname, argc, NULL, 1, 1);                 \
    const uint8_t *b = self_bytes(argv[0]);                   \
    return expr;                                              \
  }

GETTER(u_str, text_of(b, "", "", false))
GETTER(u_repr, text_of(b, "UUID('", "')", false))
GETTER(u_hex, text_of(b, "", "", true))
GETTER(u_urn, text_of(b, "urn:uuid:", "", false))
GETTER(u_intval, int_from_bytes(b))
GETTER(u_bytes, rt_bytes_new(&rt_bytes_type, b, 16))
GETTER(u_time_low, rt_int((int64_t)be(b, 4)))
GETTER(u_time_mid, rt_int((int64_t)be(b + 4, 2)))
GETTER(u_time_hi_version, rt_int((int64_t)be(b + 6, 2)))
GETTER(u_clock_seq_hi_variant, rt_int(b[8]))
GETTER(u_clock_seq_low, rt_int(b[9]))
GETTER(u_node, rt_int((int64_t)be(b + 10, 6)))
GETTER(u_time, rt_int((int64_t)(((be(b + 6, 2) & 0x0FFF) << 48) | (be(b + 4, 2) << 32) | be(b, 4))))
GETTER(u_clock_seq, rt_int(((b[8] & 0x3F) << 8) | b[9]))
GETTER(u_variant, rt_str_from_c(variant_of(b)))
GETTER(u_version, variant_of(b) == V_RFC ? rt_int(b[6] >> 4) : rt_none())

static Value u_hash_real(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("__hash__", argc, NULL, 1, 1);
  Value i = int_from_bytes(self_bytes(argv[0]));
  int mark = rt_cleanup_push_value(&i);
  Value hash = rt_import_attr("builtins", "hash");
  rt_cleanup_push_value(&hash);
  Value h = rt_call(hash, 1, &i, NULL);
  rt_cleanup_pop(mark, true);
  return h;
}

static Value u_bytes_le(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("bytes_le", argc, NULL, 1, 1);
  const uint8_t *b = self_bytes(argv[0]);
  static const int order[16] = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
  uint8_t le[16];
  for (int k = 0; k < 16; k++) le[k] = b[order[k]];
  return rt_bytes_new(&rt_bytes_type, le, 16);
}

static Value u_fields(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("fields", argc, NULL, 1, 1);
  const uint8_t *b = self_bytes(argv[0]);
  Value t = rt_tuple_new(6);
  rt_tuple_set(t, 0, rt_int((int64_t)be(b, 4)));
  rt_tuple_set(t, 1, rt_int((int64_t)be(b + 4, 2)));
  rt_tuple_set(t, 2, rt_int((int64_t)be(b + 6, 2)));
  rt_tuple_set(t, 3, rt_int(b[8]));
  rt_tuple_set(t, 4, rt_int(b[9]));
  rt_tuple_set(t, 5, rt_int((int64_t)be(b + 10, 6)));
  return t;
}

static Value compare(const Value *argv, BinOp op) {
  const uint8_t *a = self_bytes(argv[0]), *b = uuid_bytes(argv[1]);
  if (!b) return rt_import_attr("builtins", "NotImplemented");
  int c = memcmp(a, b, 16);
  bool r = op == RT_OP_EQ ? c == 0 : op == RT_OP_LT ? c < 0 : op == RT_OP_LE ? c <= 0 : op == RT_OP_GT ? c > 0 : c >= 0;
  return rt_bool(r);
}

#define CMP(fname, op)                             \
  static Value fname(ARGS) {                       \
    (void)self, (void)kw;                          \
    rt_check_nargs(#fname, argc, NULL, 2, 2);      \
    return compare(argv, op);                      \
  }
CMP(u_eq, RT_OP_EQ)
CMP(u_lt, RT_OP_LT)
CMP(u_le, RT_OP_LE)
CMP(u_gt, RT_OP_GT)
CMP(u_ge, RT_OP_GE)

/* ---- the module's functions ---- */

static Value name_hash(const char *fname, const EVP_MD *md, int version, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"namespace", "name"};
  Value a[2];
  py_parse_pyargs(fname, argc, argv, kw, 2, names, 2, a);
  const uint8_t *ns = uuid_bytes(a[0]);
  if (!ns) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'bytes'", rt_type_name(a[0]));
  const uint8_t *p;
  int64_t n;
  if (rt_is_str(a[1])) {
    p = (const uint8_t *)rt_str_data(a[1]);
    n = RT_AS(Str, a[1])->nbytes;
  } else {
    rt_raise(RT_EXC_TypeError, "encoding without a string argument");
  }
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  if (!ctx) rt_raise(RT_EXC_MemoryError, "%s", "");
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  int ok = EVP_DigestInit_ex(ctx, md, NULL) && EVP_DigestUpdate(ctx, ns, 16) && EVP_DigestUpdate(ctx, p, (size_t)n) &&
           EVP_DigestFinal_ex(ctx, out, &len);
  EVP_MD_CTX_free(ctx);
  if (!ok || len < 16) rt_raise(RT_EXC_ValueError, "digest failed");
  return make_uuid(out, version);
}

static Value f_uuid3(ARGS) { return (void)self, name_hash("uuid3", EVP_md5(), 3, argc, argv, kw); }
static Value f_uuid5(ARGS) { return (void)self, name_hash("uuid5", EVP_sha1(), 5, argc, argv, kw); }

static void random_bytes(uint8_t *b, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = getrandom(b + got, n - got, 0);
    if (r < 0) rt_raise(RT_EXC_OSError, "getrandom failed");
    got += (size_t)r;
  }
}

static Value f_uuid4(ARGS) {
  (void)self;
  rt_parse_args("uuid4", argc, argv, kw, 0, NULL, 0, NULL);
  uint8_t b[16];
  random_bytes(b, 16);
  return make_uuid(b, 4);
}

static int64_t node_id(void) {
  UuidState *st = uuid_state();
  if (st->node < 0) {
    uint8_t b[6];
    random_bytes(b, 6);
    st->node = (int64_t)(be(b, 6) | (1ULL << 40));
  }
  return st->node;
}

static Value f_getnode(ARGS) {
  (void)self;
  rt_parse_args("getnode", argc, argv, kw, 0, NULL, 0, NULL);
  return rt_int(node_id());
}

static Value f_uuid1(ARGS) {
  (void)self;
  static const char *const names[] = {"node", "clock_seq"};
  Value a[2];
  py_parse_pyargs("uuid1", argc, argv, kw, 2, names, 0, a);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  uint64_t t = (uint64_t)ts.tv_sec * 10000000u + (uint64_t)ts.tv_nsec / 100 + 0x01b21dd213814000ULL;
  uint64_t seq;
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) {
    uint8_t r[2];
    random_bytes(r, 2);
    seq = be(r, 2) & 0x3FFF;
  } else {
    seq = (uint64_t)rt_to_index(a[1], "clock_seq") & 0x3FFF;
  }
  uint64_t node = rt_is_undef(a[0]) || rt_is_none(a[0]) ? (uint64_t)node_id() : (uint64_t)rt_to_index(a[0], "node");
  uint8_t b[16];
  put_be(b, t & 0xFFFFFFFF, 4);
  put_be(b + 4, (t >> 32) & 0xFFFF, 2);
  put_be(b + 6, (t >> 48) & 0x0FFF, 2);
  b[8] = (uint8_t)((seq >> 8) & 0x3F);
  b[9] = (uint8_t)(seq & 0xFF);
  put_be(b + 10, node & 0xFFFFFFFFFFFFULL, 6);
  return make_uuid(b, 1);
}

typedef struct Meth {
  const char *name;
  NativeFn fn;
} Meth;

void py_uuid_module_init(Value m) {
  static const Meth meths[] = {{"__init__", u_init}, {"__str__", u_str}, {"__repr__", u_repr}, {"__eq__", u_eq},
                               {"__lt__", u_lt},     {"__le__", u_le},   {"__gt__", u_gt},     {"__ge__", u_ge},
                               {"__hash__", u_hash_real}, {"__int__", u_intval}, {NULL, NULL}};
  static const Meth props[] = {{"hex", u_hex}, {"urn", u_urn}, {"int", u_intval}, {"bytes", u_bytes}, {"bytes_le", u_bytes_le},
                               {"fields", u_fields}, {"time_low", u_time_low}, {"time_mid", u_time_mid},
                               {"time_hi_version", u_time_hi_version}, {"clock_seq_hi_variant", u_clock_seq_hi_variant},
                               {"clock_seq_low", u_clock_seq_low}, {"node", u_node}, {"time", u_time},
                               {"clock_seq", u_clock_seq}, {"variant", u_variant}, {"version", u_version}, {NULL, NULL}};
  Value bases = rt_tuple_new(0);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("UUID", bases);
  rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  for (const Meth *k = meths; k->name; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "UUID.%s", k->name);
    rt_class_set(c, k->name, rt_native_method_new(k->name, qual, k->fn, rt_none()));
  }
  for (const Meth *k = props; k->name; k++) {
    Value g = rt_native_new(k->name, k->fn);
    rt_class_set(c, k->name, rt_property_new(g, rt_none(), rt_none(), rt_none()));
    rt_decref(g);
  }
  rt_class_set(c, "__module__", rt_str_from_c("uuid"));
  rt_class_finish(cls, rt_none());
  uuid_state()->cls = cls;
  rt_module_set(m, "UUID", (rt_incref(cls), cls));
  rt_cleanup_pop(mark, true);
  rt_module_add_fn(m, "uuid1", f_uuid1);
  rt_module_add_fn(m, "uuid3", f_uuid3);
  rt_module_add_fn(m, "uuid4", f_uuid4);
  rt_module_add_fn(m, "uuid5", f_uuid5);
  rt_module_add_fn(m, "getnode", f_getnode);
  static const struct {
    const char *name;
    uint8_t first;
  } ns[] = {{"NAMESPACE_DNS", 0x10}, {"NAMESPACE_URL", 0x11}, {"NAMESPACE_OID", 0x12}, {"NAMESPACE_X500", 0x14}};
  for (int k = 0; k < 4; k++) {
    /* 6ba7b8XX-9dad-11d1-80b4-00c04fd430c8 */
    uint8_t b[16] = {0x6b, 0xa7, 0xb8, ns[k].first, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8};
    Value bs = rt_bytes_new(&rt_bytes_type, b, 16);
    int bmark = rt_cleanup_push_value(&bs);
    Kwargs kwv = {.n = 1, .names = (const char *[]){"bytes"}, .values = &bs};
    rt_module_set(m, ns[k].name, rt_call(cls, 0, NULL, &kwv));
    rt_cleanup_pop(bmark, true);
  }
  rt_module_set(m, "RESERVED_NCS", rt_str_from_c(V_NCS));
  rt_module_set(m, "RFC_4122", rt_str_from_c(V_RFC));
  rt_module_set(m, "RESERVED_MICROSOFT", rt_str_from_c(V_MS));
  rt_module_set(m, "RESERVED_FUTURE", rt_str_from_c(V_FUTURE));
}
