/* str.c — the immutable UTF-8 str object: construction, code-point indexing and slicing,
 * concatenation, repetition, comparison, `in`, repr with Python's quoting, and the methods
 * (split, join, strip, ...). `%` and str.format are format.c's. Case mapping and the is*()
 * predicates cover ASCII; other characters pass through unchanged. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "dict.h"
#include "format.h"
#include "native.h"
#include "bigint.h"
#include "objects.h"
#include "ops.h"
#include "unicode.h"
#include "../base/strbuf.h"

static int64_t count_chars(const char *s, size_t n) {
  int64_t k = 0;
  for (size_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
  return k;
}

/* Small strs (a word, a dict key: the block STR_SMALL bytes) go back to a bounded free list
 * and come from it: split() and strip() make and drop one per word, where malloc and free
 * cost more than the rest of the work. Thread-local, as the instance free lists. */
enum { STR_SMALL = 64, STR_FREE_MAX = 256 };
static _Thread_local void *str_free_list;
static _Thread_local int str_free_count;

/* A Str block for nbytes bytes and the NUL; the caller fills in everything. */
static Str *str_alloc(size_t nbytes) {
  size_t size = sizeof(Str) + nbytes + 1;
  if (size > STR_SMALL) return rt_malloc(size);
  if (str_free_list) {
    Str *o = str_free_list;
    str_free_list = *(void **)o;
    str_free_count--;
    return o;
  }
  return rt_malloc(STR_SMALL);
}

static void str_free(Obj *o) {
  if (sizeof(Str) + (size_t)((Str *)o)->nbytes + 1 <= STR_SMALL && str_free_count < STR_FREE_MAX) {
    *(void **)o = str_free_list;
    str_free_list = o;
    str_free_count++;
    return;
  }
  free(o);
}
static Value str_getattr(Value self, const char *name);
static RtMethodFn str_method(Value self, const char *name);

/* One-character ASCII strings are shared: iterating over text makes many of them. */
static Value ascii_chars[128];

/* rt_str_new when the caller knows the number of code points (an ASCII piece: nbytes). */
static Value str_make(const char *s, size_t nbytes, int64_t nchars) {
  if (nbytes == 1 && (unsigned char)s[0] < 128) {
    Value *c = &ascii_chars[(unsigned char)s[0]];
    if (c->tag != RT_OBJ) {
      Str *o = str_alloc(1);
      rt_obj_init(&o->hdr, &rt_str_type);
      o->nbytes = o->nchars = 1;
      o->hash = -1;
      o->data[0] = s[0];
      o->data[1] = '\0';
      *c = rt_obj(o); /* the table keeps one reference forever */
    }
    rt_incref(*c);
    return *c;
  }
  Str *o = str_alloc(nbytes);
  rt_obj_init(&o->hdr, &rt_str_type);
  o->nbytes = (int64_t)nbytes;
  o->nchars = nchars;
  o->hash = -1;
  if (nbytes) memcpy(o->data, s, nbytes);
  o->data[nbytes] = '\0';
  return rt_obj(o);
}

Value rt_str_new(const char *s, size_t nbytes) {
  return str_make(s, nbytes, count_chars(s, nbytes));
}

Value rt_str_from_c(const char *s) {
  return rt_str_new(s, strlen(s));
}

Value rt_str_printf(const char *fmt, ...) {
  StrBuf sb;
  rt_sb_init(&sb);
  va_list ap;
  va_start(ap, fmt);
  rt_sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  return rt_sb_to_str(&sb);
}

int64_t rt_str_byte_offset(Value s, int64_t i) {
  Str *o = RT_AS(Str, s);
  if (o->nbytes == o->nchars) return i;
  int64_t b = 0;
  while (i > 0 && b < o->nbytes) {
    b++;
    while (b < o->nbytes && ((unsigned char)o->data[b] & 0xC0) == 0x80) b++;
    i--;
  }
  return b;
}

int64_t rt_str_char_index(Value s, int64_t byte_off) {
  Str *o = RT_AS(Str, s);
  if (o->nbytes == o->nchars) return byte_off;
  return count_chars(o->data, (size_t)byte_off);
}

uint32_t rt_utf8_decode(const char *p, int *len) {
  unsigned char c = (unsigned char)p[0];
  if (c < 0x80) {
    *len = 1;
    return c;
  }
  int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
  uint32_t cp = c & (0x7F >> n);
  for (int k = 1; k < n; k++) {
    if (((unsigned char)p[k] & 0xC0) != 0x80) {
      *len = k;
      return 0xFFFD;
    }
    cp = (cp << 6) | ((unsigned char)p[k] & 0x3F);
  }
  *len = n;
  return cp;
}

/* ---- repr ---- */

/* str.isprintable() for one code point: what repr() leaves as it is. */
static bool printable(uint32_t cp) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
  return cp <= 0x10FFFF && (rt_uc_flags(cp) & RT_UC_PRINTABLE);
}

static void repr_codepoint(StrBuf *sb, uint32_t cp, const char *raw, int len, char quote) {
  switch (cp) {
    case '\\': rt_sb_puts(sb, "\\\\"); return;
    case '\n': rt_sb_puts(sb, "\\n"); return;
    case '\r': rt_sb_puts(sb, "\\r"); return;
    case '\t': rt_sb_puts(sb, "\\t"); return;
    default: break;
  }
  if (cp == (uint32_t)quote) {
    rt_sb_putc(sb, '\\');
    rt_sb_putc(sb, quote);
  } else if (!printable(cp)) {
    if (cp < 0x100)
      rt_sb_printf(sb, "\\x%02x", cp);
    else if (cp < 0x10000)
      rt_sb_printf(sb, "\\u%04x", cp);
    else
      rt_sb_printf(sb, "\\U%08x", cp);
  } else {
    rt_sb_putn(sb, raw, (size_t)len);
  }
}

static void str_repr_into(StrBuf *sb, Value s) {
  Str *o = RT_AS(Str, s);
  bool has_single = memchr(o->data, '\'', (size_t)o->nbytes) != NULL;
  bool has_double = memchr(o->data, '"', (size_t)o->nbytes) != NULL;
  char quote = has_single && !has_double ? '"' : '\'';
  rt_sb_putc(sb, quote);
  for (int64_t i = 0; i < o->nbytes;) {
    int len;
    uint32_t cp = rt_utf8_decode(o->data + i, &len);
    repr_codepoint(sb, cp, o->data + i, len, quote);
    i += len;
  }
  rt_sb_putc(sb, quote);
}

static Value str_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  str_repr_into(&sb, self);
  return rt_sb_to_str(&sb);
}

static Value str_str(Value self) {
  rt_incref(self);
  return self;
}

/* ---- indexing ---- */

static Value str_slice(Value self, Value key) {
  Str *o = RT_AS(Str, self);
  int64_t lo, hi, st;
  int64_t n = rt_slice_indices(key, o->nchars, &lo, &hi, &st);
  if (st == 1) {
    int64_t b0 = rt_str_byte_offset(self, lo);
    int64_t b1 = n ? rt_str_byte_offset(self, lo + n) : b0;
    return rt_str_new(o->data + b0, (size_t)(b1 - b0));
  }
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0, i = lo; k < n; k++, i += st) {
    int64_t b = rt_str_byte_offset(self, i);
    int len;
    rt_utf8_decode(o->data + b, &len);
    rt_sb_putn(&sb, o->data + b, (size_t)len);
  }
  return rt_sb_to_str(&sb);
}

static Value str_getitem(Value self, Value key) {
  Str *o = RT_AS(Str, self);
  if (rt_is_type(key, &rt_slice_type)) return str_slice(self, key);
  bool index = key.tag == RT_INT || key.tag == RT_BOOL || rt_is_scalar_number(key) ||
               (rt_is_instance(key) &&
                !rt_is_undef(rt_class_special(RT_AS(Instance, key)->cls, RT_SP_INDEX)));
  if (!index) {
    rt_raise(RT_EXC_TypeError, "string indices must be integers, not '%s'", rt_type_name(key));
  }
  int64_t i = rt_to_index(key, NULL);
  if (i < 0) i += o->nchars;
  if (i < 0 || i >= o->nchars) rt_raise(RT_EXC_IndexError, "string index out of range");
  int64_t b = rt_str_byte_offset(self, i);
  int len;
  rt_utf8_decode(o->data + b, &len);
  return rt_str_new(o->data + b, (size_t)len);
}

static int64_t str_len(Value self) {
  return RT_AS(Str, self)->nchars;
}
static int str_truthy(Value self) {
  return RT_AS(Str, self)->nbytes != 0;
}

static int str_contains(Value self, Value item) {
  Value s = rt_str_arg(item);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "'in <string>' requires string as left operand, not %s",
             rt_type_name(item));
  }
  Str *h = RT_AS(Str, self), *n = RT_AS(Str, s);
  if (n->nbytes == 0) return 1;
  return memmem(h->data, (size_t)h->nbytes, n->data, (size_t)n->nbytes) != NULL;
}

/* ---- operators ---- */

static int str_compare(Value a, Value b) {
  Str *x = RT_AS(Str, a), *y = RT_AS(Str, b);
  int64_t n = x->nbytes < y->nbytes ? x->nbytes : y->nbytes;
  int c = memcmp(x->data, y->data, (size_t)n);
  if (c) return c;
  return (x->nbytes > y->nbytes) - (x->nbytes < y->nbytes);
}

/* The result allocated once (so --max-memory refuses it before any copy) and filled by doubling:
 * each copy takes what is already written, in copies of at most 16 MiB (a whole number of
 * repetitions) so that Ctrl-C in "ab" * 2**31 is seen within a few milliseconds. */
#define REPEAT_CHUNK ((size_t)16 << 20)

static Value str_repeat_fill(const Str *o, int64_t k) {
  size_t unit = (size_t)o->nbytes, n = unit * (size_t)k;
  Str *r = str_alloc(n);
  int mark = rt_cleanup_push(free, r);
  memcpy(r->data, o->data, unit);
  size_t cap = REPEAT_CHUNK > unit ? REPEAT_CHUNK - REPEAT_CHUNK % unit : unit;
  for (size_t done = unit; done < n;) {
    size_t chunk = done < cap ? done : cap;
    if (chunk > n - done) chunk = n - done; /* the last copy: done stays a whole number before */
    memcpy(r->data + done, r->data, chunk);
    done += chunk;
    if (rt_interrupted) rt_check_interrupt();
  }
  rt_cleanup_pop(mark, false);
  r->data[n] = '\0';
  rt_obj_init(&r->hdr, &rt_str_type);
  r->nbytes = (int64_t)n;
  r->nchars = o->nchars * k;
  r->hash = -1;
  return rt_obj(r);
}

static Value str_repeat(Value s, Value count) {
  if (rt_is_array_number(count)) return rt_undef();
  if (rt_is_instance(count) && !rt_instance_repeats(count)) return rt_undef();
  if (count.tag != RT_INT && count.tag != RT_BOOL && !rt_is_scalar_nonfloat(count) &&
      !rt_is_bigint(count) && !rt_is_instance(count)) {
    rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
             rt_type_name(count));
  }
  int64_t k = rt_to_index(count, NULL);
  Str *o = RT_AS(Str, s);
  if (k <= 0 || o->nbytes == 0) return rt_str_new("", 0);
  if (o->nbytes > INT64_MAX / k) rt_raise(RT_EXC_OverflowError, "repeated string is too long");
  if (k == 1) {
    rt_incref(s);
    return s;
  }
  return str_repeat_fill(o, k);
}

/* a + b, built in place: both lengths are known, so nothing is scanned twice. */
static Value str_concat(Value a, Value b) {
  Str *x = RT_AS(Str, a), *y = RT_AS(Str, b);
  if (y->nbytes == 0 || x->nbytes == 0) {
    Value r = y->nbytes == 0 ? a : b;
    rt_incref(r);
    return r;
  }
  size_t n = (size_t)x->nbytes + (size_t)y->nbytes;
  Str *o = str_alloc(n);
  rt_obj_init(&o->hdr, &rt_str_type);
  o->nbytes = (int64_t)n;
  o->nchars = x->nchars + y->nchars;
  o->hash = -1;
  memcpy(o->data, x->data, (size_t)x->nbytes);
  memcpy(o->data + x->nbytes, y->data, (size_t)y->nbytes + 1);
  return rt_obj(o);
}

static Value str_binop(BinOp op, Value a, Value b) {
  bool sa = rt_is_str(a), sb = rt_is_str(b);
  switch (op) {
    case RT_OP_ADD:
      if (sa && sb) return str_concat(a, b);
      /* NumPy scalars decline str operands, so str's own message wins, as in CPython. */
      if (sa && (rt_is_scalar_number(b) || !(rt_is_obj(b) && b.as.o->type->binop))) {
        rt_raise(RT_EXC_TypeError, "can only concatenate str (not \"%s\") to str", rt_type_name(b));
      }
      return rt_undef();
    case RT_OP_MUL:
      if (sa && sb) {
        rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type 'str'");
      }
      return sa ? str_repeat(a, b) : str_repeat(b, a);
    case RT_OP_MOD:
      if (sa) return rt_str_percent(a, b);
      return rt_undef();
    case RT_OP_EQ:
    case RT_OP_NE:
    case RT_OP_LT:
    case RT_OP_LE:
    case RT_OP_GT:
    case RT_OP_GE: {
      if (!sa || !sb) return rt_undef();
      int c = str_compare(a, b);
      return rt_cmp_result(op, c);
    }
    default: return rt_undef();
  }
}

static Value str_iter(Value self) {
  return rt_seq_iter_new(self);
}

const ObjType rt_str_type = {
    .name = "str",
    .free = str_free,
    .repr = str_repr,
    .str = str_str,
    .getattr = str_getattr,
    .getitem = str_getitem,
    .iter = str_iter,
    .len = str_len,
    .truthy = str_truthy,
    .binop = str_binop,
    .contains = str_contains,
    .method = str_method,
};

void rt_utf8_encode(StrBuf *sb, uint32_t cp) {
  char b[4];
  int n;
  if (cp < 0x80) {
    b[0] = (char)cp;
    n = 1;
  } else if (cp < 0x800) {
    b[0] = (char)(0xC0 | (cp >> 6));
    b[1] = (char)(0x80 | (cp & 0x3F));
    n = 2;
  } else if (cp < 0x10000) {
    b[0] = (char)(0xE0 | (cp >> 12));
    b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    b[2] = (char)(0x80 | (cp & 0x3F));
    n = 3;
  } else {
    b[0] = (char)(0xF0 | (cp >> 18));
    b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    b[3] = (char)(0x80 | (cp & 0x3F));
    n = 4;
  }
  rt_sb_putn(sb, b, (size_t)n);
}

/* ==== methods ==== */

#define S(v) RT_AS(Str, v)

/* v's str (a str subclass instance gives its text), else TypeError. */
static Value arg_str(const char *fname, Value v) {
  Value s = rt_str_arg(v);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "%s() argument must be str, not %s", fname, rt_type_name(v));
  }
  return s;
}

/* split's and rsplit's sep (not None here): a str, else CPython's TypeError. */
static Value sep_arg(Value v) {
  Value s = rt_str_arg(v);
  if (rt_is_undef(s)) rt_raise(RT_EXC_TypeError, "must be str or None, not %s", rt_type_name(v));
  return s;
}

/* Optional start/end arguments (character positions) resolved like slice bounds, then turned
 * into byte offsets. */
static void str_range(Value self, Value start, Value end, int64_t *b0, int64_t *b1) {
  int64_t n = S(self)->nchars, lo = 0, hi = n;
  const char *msg = "slice indices must be integers or None or have an __index__ method";
  if (!rt_is_undef(start) && !rt_is_none(start)) {
    lo = rt_to_index(start, msg);
    if (lo < 0) lo = lo + n < 0 ? 0 : lo + n;
  }
  if (!rt_is_undef(end) && !rt_is_none(end)) {
    hi = rt_to_index(end, msg);
    if (hi < 0) hi = hi + n < 0 ? 0 : hi + n;
    if (hi > n) hi = n;
  }
  if (lo > n || hi < lo) { /* empty, and never matches even the empty string */
    *b0 = 0;
    *b1 = -1;
    return;
  }
  *b0 = rt_str_byte_offset(self, lo);
  *b1 = rt_str_byte_offset(self, hi);
}

static bool is_ws(unsigned char c) {
  return c < 64 && (0x1F0003E00ULL >> c & 1); /* ' ', 9-13 and 0x1c-0x1f */
}
/* is_ws as a table, for split()'s scan of every byte */
static const bool ws_byte[256] = {[9] = 1, [10] = 1, [11] = 1, [12] = 1, [13] = 1, [28] = 1,
                                  [29] = 1, [30] = 1, [31] = 1, [' '] = 1};

/* Short ASCII pieces cut out of a str (split's words, strip's results) come from a small
 * direct-mapped table of recent ones when an equal one is there: a word count makes the same
 * few words over and over, and a piece from the table is the dict key itself, its SipHash
 * already cached, so the lookup finds it without hashing or comparing bytes. The table holds
 * one reference to each entry; a str is immutable, so only `is` between two equal pieces can
 * tell (CPython's own interning makes that implementation-defined too). Thread-local. */
enum { PIECE_BITS = 8, PIECE_MAX = 16 }; /* 256 buckets of two: a text's common words fit */
typedef struct {
  uint64_t a, b; /* the piece's key (piece_key) */
  Str *s;
} PieceSlot;
static _Thread_local PieceSlot piece_table[1 << PIECE_BITS][2];

/* Two words holding every byte of a 2..16-byte piece (the first and last 8, 4 or 2 bytes,
 * overlapping): with the length they identify it, so equal keys are equal bytes. */
static void piece_key(const char *s, size_t n, uint64_t *a, uint64_t *b) {
  if (n >= 8) {
    memcpy(a, s, 8);
    memcpy(b, s + n - 8, 8);
  } else if (n >= 4) {
    uint32_t x, y;
    memcpy(&x, s, 4);
    memcpy(&y, s + n - 4, 4);
    *a = x;
    *b = y;
  } else {
    const unsigned char *u = (const unsigned char *)s;
    *a = u[0] | (unsigned)u[1] << 8 | (unsigned)u[n - 1] << 16;
    *b = 0;
  }
}

static Value ascii_piece(const char *s, size_t n) {
  if (n < 2 || n > PIECE_MAX) return str_make(s, n, (int64_t)n);
  uint64_t a, b;
  piece_key(s, n, &a, &b);
  uint64_t h = (a * 0x9E3779B97F4A7C15u) ^ (b * 0xC2B2AE3D27D4EB4Fu) ^ n;
  PieceSlot *bucket = piece_table[h >> (64 - PIECE_BITS)];
  for (int k = 0; k < 2; k++) {
    Str *e = bucket[k].s;
    if (e && e->nbytes == (int64_t)n && bucket[k].a == a && bucket[k].b == b) {
      e->hdr.refcount++;
      return rt_obj(e);
    }
  }
  Value v = str_make(s, n, (int64_t)n);
  if (bucket[1].s) rt_decref(rt_obj(bucket[1].s)); /* the older one goes */
  bucket[1] = bucket[0];
  bucket[0] = (PieceSlot){a, b, RT_AS(Str, v)};
  rt_incref(v);
  return v;
}

/* The byte length of the white space (str.isspace) starting at byte i, 0 when there is none:
 * a byte inside a multi-byte character starts nothing. */
static int ws_len(const char *d, int64_t i) {
  unsigned char c = (unsigned char)d[i];
  if (c < 0x80) return is_ws(c);
  if ((c & 0xC0) == 0x80) return 0;
  int len;
  uint32_t cp = rt_utf8_decode(d + i, &len);
  return rt_uc_flags(cp) & RT_UC_SPACE ? len : 0;
}

/* The byte length of the white space ending at byte j (> 0), 0 when there is none. */
static int ws_len_before(const char *d, int64_t j) {
  if ((unsigned char)d[j - 1] < 0x80) return is_ws((unsigned char)d[j - 1]);
  int64_t k = j - 1;
  while (k > 0 && ((unsigned char)d[k] & 0xC0) == 0x80) k--;
  int n = ws_len(d, k);
  return n == j - k ? n : 0;
}

static Value sub(Value self, int64_t b0, int64_t b1) {
  const Str *o = S(self);
  if (o->nbytes == o->nchars) return ascii_piece(o->data + b0, (size_t)(b1 - b0));
  return rt_str_new(o->data + b0, (size_t)(b1 - b0));
}

static int64_t maxsplit_arg(Value v) {
  return rt_is_undef(v) ? -1 : rt_to_index(v, NULL);
}

/* How many words split() finds in d[0..n): the list is made that size at once. */
static int64_t count_words(const char *d, int64_t n) {
  int64_t words = 0;
  bool in_word = false;
  for (int64_t i = 0; i < n;) {
    int w = ws_len(d, i);
    words += !w && !in_word;
    in_word = !w;
    i += w ? w : 1;
  }
  return words;
}

/* The capacity CPython's split leaves a list of n pieces (sys.getsizeof shows it): it
 * preallocates 12 (maxsplit + 1 when that is smaller) and grows by the list's rule past that. */
static int64_t split_cap(int64_t maxsplit, int64_t n) {
  int64_t c = maxsplit >= 0 && maxsplit < 12 ? maxsplit + 1 : 12;
  while (c < n) c = (c + 1 + ((c + 1) >> 3) + 6) & ~(int64_t)3;
  return c;
}

/* split() of an ASCII str of up to SPLIT_FAST words: the words' bounds found in one pass,
 * then a list of exactly that many pieces. Undefined when there are more words. */
enum { SPLIT_FAST = 128 };
static Value split_ws_ascii(Value self) {
  const unsigned char *d = (const unsigned char *)S(self)->data;
  int64_t n = S(self)->nbytes, i = 0, k = 0;
  int64_t bounds[2 * SPLIT_FAST];
  for (;;) {
    while (i < n && ws_byte[d[i]]) i++;
    if (i >= n) break;
    if (k == SPLIT_FAST) return rt_undef();
    bounds[2 * k] = i;
    while (i < n && !ws_byte[d[i]]) i++;
    bounds[2 * k++ + 1] = i;
  }
  Value out = rt_list_new(split_cap(-1, k));
  List *l = RT_AS(List, out);
  for (int64_t w = 0; w < k; w++) {
    int64_t b0 = bounds[2 * w];
    l->items[w] = ascii_piece((const char *)d + b0, (size_t)(bounds[2 * w + 1] - b0));
    l->n = w + 1;
  }
  return out;
}

static Value split_ws(Value self, int64_t maxsplit) {
  if (maxsplit < 0 && S(self)->nbytes == S(self)->nchars) {
    Value out = split_ws_ascii(self);
    if (!rt_is_undef(out)) return out;
  }
  const char *d = S(self)->data;
  int64_t n = S(self)->nbytes, i = 0;
  Value out = rt_list_new(split_cap(maxsplit, maxsplit < 0 ? count_words(d, n) : 0));
  int w;
  while (true) {
    while (i < n && (w = ws_len(d, i))) i += w;
    if (i >= n) break;
    if (maxsplit == 0) { /* the rest, trailing whitespace included */
      Value p = sub(self, i, n);
      rt_list_append(out, p);
      rt_decref(p);
      break;
    }
    int64_t j = i;
    while (j < n && !ws_len(d, j)) j++;
    Value p = sub(self, i, j);
    rt_list_append(out, p);
    rt_decref(p);
    i = j;
    if (maxsplit > 0) maxsplit--;
  }
  return out;
}

static Value split_sep(Value self, Value sepv, int64_t maxsplit) {
  Str *o = S(self), *sp = S(sepv);
  if (sp->nbytes == 0) rt_raise(RT_EXC_ValueError, "empty separator");
  Value out = rt_list_new(split_cap(maxsplit, 0));
  int64_t i = 0;
  while (maxsplit != 0) {
    const char *hit = memmem(o->data + i, (size_t)(o->nbytes - i), sp->data, (size_t)sp->nbytes);
    if (!hit) break;
    Value p = sub(self, i, hit - o->data);
    rt_list_append(out, p);
    rt_decref(p);
    i = hit - o->data + sp->nbytes;
    if (maxsplit > 0) maxsplit--;
  }
  Value p = sub(self, i, o->nbytes);
  rt_list_append(out, p);
  rt_decref(p);
  return out;
}

static const char *const split_names[] = {"sep", "maxsplit"};

static Value m_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  rt_parse_args("split", argc, argv, kw, 2, split_names, 0, a);
  int64_t maxsplit = maxsplit_arg(a[1]);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return split_ws(self, maxsplit);
  return split_sep(self, sep_arg(a[0]), maxsplit);
}

static void list_reverse_in_place(Value list) {
  List *l = RT_AS(List, list);
  for (int64_t i = 0, j = l->n - 1; i < j; i++, j--) {
    Value t = l->items[i];
    l->items[i] = l->items[j];
    l->items[j] = t;
  }
}

static Value m_rsplit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  rt_parse_args("rsplit", argc, argv, kw, 2, split_names, 0, a);
  int64_t maxsplit = maxsplit_arg(a[1]);
  if (maxsplit < 0) return m_split(self, argc, argv, kw);
  const char *d = S(self)->data;
  Value out = rt_list_new(split_cap(maxsplit, 0));
  int64_t j = S(self)->nbytes;
  bool ws = rt_is_undef(a[0]) || rt_is_none(a[0]);
  Str *sp = ws ? NULL : S(sep_arg(a[0]));
  if (sp && sp->nbytes == 0) rt_raise(RT_EXC_ValueError, "empty separator");
  while (true) {
    int w;
    if (ws)
      while (j > 0 && (w = ws_len_before(d, j))) j -= w;
    if (ws && j == 0) break;
    int64_t i = j;
    if (maxsplit == 0) {
      i = 0; /* the rest, leading whitespace included */
    } else if (ws) {
      while (i > 0 && !ws_len_before(d, i)) i--;
    } else {
      i = -1;
      for (int64_t k = j - sp->nbytes; k >= 0; k--) {
        if (memcmp(d + k, sp->data, (size_t)sp->nbytes) == 0) {
          i = k;
          break;
        }
      }
      if (i < 0)
        i = 0, maxsplit = 0;
      else
        i += sp->nbytes;
    }
    Value p = sub(self, i, j);
    rt_list_append(out, p);
    rt_decref(p);
    if (maxsplit == 0) break;
    maxsplit--;
    j = ws ? i : i - sp->nbytes;
  }
  list_reverse_in_place(out);
  return out;
}

static Value m_join(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("str.join", argc, kw, 1, 1, RT_ARGS_ONE);
  Value it = rt_iter(argv[0]), x;
  int mark = rt_cleanup_push_value(&it);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  for (int64_t i = 0; rt_next(it, &x); i++) {
    Value xs = rt_str_arg(x);
    if (rt_is_undef(xs)) {
      rt_cleanup_push_value(&x);
      rt_raise(RT_EXC_TypeError, "sequence item %lld: expected str instance, %s found",
               (long long)i, rt_type_name(x));
    }
    if (i) rt_sb_putn(&sb, S(self)->data, (size_t)S(self)->nbytes);
    rt_sb_putn(&sb, S(xs)->data, (size_t)S(xs)->nbytes);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return rt_sb_to_str(&sb);
}

/* Does code point cp occur in chars (a str)? */
static bool in_chars(Value chars, uint32_t cp) {
  const char *p = S(chars)->data, *end = p + S(chars)->nbytes;
  while (p < end) {
    int len;
    if (rt_utf8_decode(p, &len) == cp) return true;
    p += len;
  }
  return false;
}

static bool strip_hit(Value chars, const char *p, int *len) {
  uint32_t cp = rt_utf8_decode(p, len);
  if (rt_is_undef(chars)) return cp < 128 ? is_ws((unsigned char)cp) : (rt_uc_flags(cp) & RT_UC_SPACE) != 0;
  return in_chars(chars, cp);
}

/* strip with ASCII characters to remove (whitespace when chars is undefined), a byte at a
 * time: a byte of a multi-byte character (0x80 and up) is never one of them. */
static Value strip_ascii(Value self, Value chars, bool left, bool right) {
  /* the last characters' set, kept with a reference to their str: a loop strips every word
   * with the same constant, so the same object comes back */
  static _Thread_local struct { Str *chars; uint64_t set[4]; } last;
  static const uint64_t ws[4] = {0x1F0003E00ULL, 0, 0, 0}; /* is_ws: 9-13, 0x1c-0x1f and ' ' */
  const uint64_t *set = ws;
  if (!rt_is_undef(chars)) {
    Str *cs = S(chars);
    if (cs != last.chars) {
      memset(last.set, 0, sizeof last.set);
      for (int64_t k = 0; k < cs->nbytes; k++) {
        unsigned c = (unsigned char)cs->data[k];
        last.set[c >> 6] |= 1ULL << (c & 63);
      }
      rt_incref(chars);
      if (last.chars) rt_decref(rt_obj(last.chars));
      last.chars = cs;
    }
    set = last.set;
  }
  const unsigned char *d = (const unsigned char *)S(self)->data;
  int64_t i = 0, j = S(self)->nbytes;
  while (left && i < j && (set[d[i] >> 6] >> (d[i] & 63) & 1)) i++;
  while (right && j > i && (set[d[j - 1] >> 6] >> (d[j - 1] & 63) & 1)) j--;
  if (i == 0 && j == S(self)->nbytes) {
    rt_incref(self); /* nothing stripped: the str itself, as CPython returns it */
    return self;
  }
  return sub(self, i, j);
}

static Value do_strip(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw,
                      bool left, bool right) {
  rt_check_nargs(fname, argc, kw, 0, 1);
  Value chars = argc && !rt_is_none(argv[0]) ? rt_str_arg(argv[0]) : rt_undef();
  if (argc && !rt_is_none(argv[0]) && rt_is_undef(chars))
    rt_raise(RT_EXC_TypeError, "%s arg must be None or str", fname);
  bool ascii_ws = rt_is_undef(chars) && S(self)->nbytes == S(self)->nchars; /* else: \u3000 too */
  if (ascii_ws || (!rt_is_undef(chars) && S(chars)->nbytes == S(chars)->nchars)) return strip_ascii(self, chars, left, right);
  const char *d = S(self)->data;
  int64_t i = 0, j = S(self)->nbytes;
  int len;
  while (left && i < j && strip_hit(chars, d + i, &len)) i += len;
  while (right && j > i) {
    int64_t k = j - 1;
    while (k > i && ((unsigned char)d[k] & 0xC0) == 0x80) k--;
    if (!strip_hit(chars, d + k, &len)) break;
    j = k;
  }
  return sub(self, i, j);
}

static Value m_strip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc == 1 && !kw && rt_is_str(argv[0]) && S(argv[0])->nbytes == S(argv[0])->nchars)
    return strip_ascii(self, argv[0], true, true); /* w.strip(".,;") in a loop over words */
  return do_strip("strip", self, argc, argv, kw, true, true);
}
static Value m_lstrip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return do_strip("lstrip", self, argc, argv, kw, true, false);
}
static Value m_rstrip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return do_strip("rstrip", self, argc, argv, kw, false, true);
}

typedef enum { CASE_UPPER, CASE_LOWER, CASE_FOLD, CASE_TITLE, CASE_CAPITALIZE, CASE_SWAP } CaseMode;

/* The Unicode properties behind isupper/islower/istitle and the case methods (unicode.h). */
static bool cp_is_upper(uint32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  return rt_uc_flags(c) & RT_UC_UPPER;
}
static bool cp_is_lower(uint32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z';
  return rt_uc_flags(c) & RT_UC_LOWER;
}
static bool cp_cased(uint32_t c) {
  if (c < 0x80) return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
  return rt_uc_flags(c) & RT_UC_CASED;
}
static uint32_t cp_lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
static uint32_t cp_upper(uint32_t c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }
static bool is_alpha_c(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* upper(), lower() and casefold() of an ASCII str, straight into the new str. */
static Value map_case_ascii(const Str *o, CaseMode mode) {
  if (o->nbytes <= 1) {
    char c = o->nbytes ? o->data[0] : 0;
    c = (char)(mode != CASE_UPPER ? cp_lower((unsigned char)c) : cp_upper((unsigned char)c));
    return rt_str_new(&c, (size_t)o->nbytes);
  }
  Str *r = str_alloc((size_t)o->nbytes);
  rt_obj_init(&r->hdr, &rt_str_type);
  r->nbytes = r->nchars = o->nbytes;
  r->hash = -1;
  char lo = mode != CASE_UPPER ? 'A' : 'a';
  /* eight bytes at a time: bit 7 of each byte says it lies in lo..lo+25 (all are below 0x80,
   * so adding to a byte never carries into the next), and that bit shifted to 0x20 flips case */
  const uint64_t ones = 0x0101010101010101ULL, high = 0x8080808080808080ULL;
  int64_t k = 0;
  for (; k + 8 <= o->nbytes; k += 8) {
    uint64_t w;
    memcpy(&w, o->data + k, 8);
    uint64_t ge = w + ones * (uint64_t)(0x80 - lo), gt = w + ones * (uint64_t)(0x80 - (lo + 26));
    w ^= ((ge & ~gt) & high) >> 2;
    memcpy(r->data + k, &w, 8);
  }
  for (; k < o->nbytes; k++) {
    char c = o->data[k];
    r->data[k] = (char)((unsigned char)(c - lo) < 26 ? c ^ 0x20 : c);
  }
  r->data[o->nbytes] = '\0';
  return rt_obj(r);
}

/* Is the capital sigma at byte i of d (n bytes) at the end of a word? Unicode's Final_Sigma: a
 * cased letter before it and none after it, case-ignorable characters skipped both ways. */
static bool final_sigma(const char *d, int64_t n, int64_t i) {
  int64_t j = i;
  uint32_t c = 0;
  bool before = false;
  while (j > 0) {
    int64_t k = j - 1;
    while (k > 0 && ((unsigned char)d[k] & 0xC0) == 0x80) k--;
    int len;
    c = rt_utf8_decode(d + k, &len);
    j = k;
    if (!(rt_uc_flags(c) & RT_UC_IGNORABLE)) {
      before = cp_cased(c);
      break;
    }
  }
  if (!before) return false;
  int len;
  rt_utf8_decode(d + i, &len);
  for (j = i + len; j < n; j += len) {
    c = rt_utf8_decode(d + j, &len);
    if (!(rt_uc_flags(c) & RT_UC_IGNORABLE)) return !cp_cased(c);
  }
  return true;
}

/* Code point c (at byte i) mapped by kind into sb, full mappings (ß → SS) included. */
static void put_mapped(StrBuf *sb, RtUcCase kind, uint32_t c, const Str *o, int64_t i) {
  if (c < 0x80) {
    rt_utf8_encode(sb, kind == RT_UC_TO_UPPER || kind == RT_UC_TO_TITLE ? cp_upper(c) : cp_lower(c));
    return;
  }
  if (c == 0x3A3 && (kind == RT_UC_TO_LOWER || kind == RT_UC_TO_FOLD)) {
    rt_utf8_encode(sb, kind == RT_UC_TO_LOWER && final_sigma(o->data, o->nbytes, i) ? 0x3C2 : 0x3C3);
    return;
  }
  const char *full;
  uint32_t m = rt_uc_map(kind, c, &full);
  if (full) rt_sb_puts(sb, full);
  else rt_utf8_encode(sb, m);
}

static Value map_case(Value self, CaseMode mode) {
  Str *o = S(self);
  if (o->nbytes == o->nchars && (mode == CASE_LOWER || mode == CASE_UPPER || mode == CASE_FOLD)) {
    return map_case_ascii(o, mode);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putn(&sb, "", 0);
  bool prev_cased = false;
  for (int64_t i = 0; i < o->nbytes;) {
    int len;
    uint32_t c = rt_utf8_decode(o->data + i, &len);
    RtUcCase kind = RT_UC_TO_LOWER;
    switch (mode) {
      case CASE_UPPER: kind = RT_UC_TO_UPPER; break;
      case CASE_LOWER: kind = RT_UC_TO_LOWER; break;
      case CASE_FOLD: kind = RT_UC_TO_FOLD; break;
      case CASE_TITLE: kind = prev_cased ? RT_UC_TO_LOWER : RT_UC_TO_TITLE; break;
      case CASE_CAPITALIZE: kind = i == 0 ? RT_UC_TO_TITLE : RT_UC_TO_LOWER; break;
      case CASE_SWAP:
        if (!cp_is_upper(c) && !cp_is_lower(c)) {
          rt_sb_putn(&sb, o->data + i, (size_t)len);
          i += len;
          continue;
        }
        kind = cp_is_upper(c) ? RT_UC_TO_LOWER : RT_UC_TO_UPPER;
        break;
    }
    put_mapped(&sb, kind, c, o, i);
    prev_cased = cp_cased(c);
    i += len;
  }
  return rt_sb_to_str(&sb);
}

#define CASE_METHOD(fn, name, mode)                                            \
  static Value fn(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)argv;                                                                \
    rt_check_args(name, argc, kw, 0, 0, RT_ARGS_NONE);                         \
    return map_case(self, mode);                                               \
  }
CASE_METHOD(m_upper, "str.upper", CASE_UPPER)
CASE_METHOD(m_lower, "str.lower", CASE_LOWER)
CASE_METHOD(m_title, "str.title", CASE_TITLE)
CASE_METHOD(m_capitalize, "str.capitalize", CASE_CAPITALIZE)
CASE_METHOD(m_swapcase, "str.swapcase", CASE_SWAP)
CASE_METHOD(m_casefold, "str.casefold", CASE_FOLD)

typedef enum { PRED_DIGIT, PRED_DECIMAL, PRED_NUMERIC, PRED_ALPHA, PRED_SPACE, PRED_ALNUM, PRED_UPPER, PRED_LOWER } Pred;

/* The predicate for a code point outside ASCII, by its Unicode classes. */
static bool pred_wide(Pred p, uint32_t c) {
  unsigned f = rt_uc_flags(c);
  switch (p) {
    case PRED_DIGIT: return f & RT_UC_DIGIT;
    case PRED_DECIMAL: return f & RT_UC_DECIMAL;
    case PRED_NUMERIC: return f & RT_UC_NUMERIC;
    case PRED_ALPHA: return f & RT_UC_ALPHA;
    case PRED_SPACE: return f & RT_UC_SPACE;
    case PRED_ALNUM: return f & (RT_UC_ALPHA | RT_UC_DECIMAL | RT_UC_DIGIT | RT_UC_NUMERIC);
    default: return false;
  }
}

static bool pred_char(Pred p, char c) {
  switch (p) {
    case PRED_DIGIT: case PRED_DECIMAL: case PRED_NUMERIC: return c >= '0' && c <= '9';
    case PRED_ALPHA: return is_alpha_c(c);
    case PRED_SPACE: return is_ws((unsigned char)c);
    case PRED_ALNUM: return is_alpha_c(c) || (c >= '0' && c <= '9');
    default: return false;
  }
}

static Value predicate(Value self, Pred p) {
  Str *o = S(self);
  if (p == PRED_UPPER || p == PRED_LOWER) {
    bool cased = false;
    for (int64_t i = 0; i < o->nbytes;) {
      int len;
      uint32_t c = rt_utf8_decode(o->data + i, &len);
      bool title = c >= 0x80 && (rt_uc_flags(c) & RT_UC_TITLE);
      if ((p == PRED_UPPER && (cp_is_lower(c) || title)) || (p == PRED_LOWER && (cp_is_upper(c) || title))) {
        return rt_bool(false);
      }
      cased |= cp_cased(c);
      i += len;
    }
    return rt_bool(cased);
  }
  if (o->nbytes == 0) return rt_bool(false);
  for (int64_t i = 0; i < o->nbytes;) {
    int len;
    uint32_t c = rt_utf8_decode(o->data + i, &len);
    bool ok = c < 128 ? pred_char(p, (char)c) : pred_wide(p, c);
    if (!ok) return rt_bool(false);
    i += len;
  }
  return rt_bool(true);
}

/* Numba 0.56's isdigit, isdecimal, isalpha, isalnum, isupper and isascii return an int (0 or 1)
 * in @jit code, the others a bool: so in interpreted @jit code (rt_int_numba_on). */
static Value numba_int_pred(Value b) { return rt_int_numba_on() ? rt_int(rt_truthy(b)) : b; }

#define PRED_METHOD(fn, name, pred, as_int)                                    \
  static Value fn(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)argv;                                                                \
    rt_check_args(name, argc, kw, 0, 0, RT_ARGS_NONE);                         \
    Value r = predicate(self, pred);                                           \
    return as_int ? numba_int_pred(r) : r;                                     \
  }
PRED_METHOD(m_isdigit, "str.isdigit", PRED_DIGIT, true)
PRED_METHOD(m_isdecimal, "str.isdecimal", PRED_DECIMAL, true)
PRED_METHOD(m_isnumeric, "str.isnumeric", PRED_NUMERIC, false)
PRED_METHOD(m_isalpha, "str.isalpha", PRED_ALPHA, true)
PRED_METHOD(m_isspace, "str.isspace", PRED_SPACE, false)
PRED_METHOD(m_isalnum, "str.isalnum", PRED_ALNUM, true)
PRED_METHOD(m_isupper, "str.isupper", PRED_UPPER, true)
PRED_METHOD(m_islower, "str.islower", PRED_LOWER, false)

static Value m_istitle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("str.istitle", argc, kw, 0, 0, RT_ARGS_NONE);
  bool prev_cased = false, any = false;
  for (int64_t i = 0; i < S(self)->nbytes;) {
    int len;
    uint32_t c = rt_utf8_decode(S(self)->data + i, &len);
    bool upper_or_title = cp_is_upper(c) || (c >= 0x80 && (rt_uc_flags(c) & RT_UC_TITLE));
    if (upper_or_title) {
      if (prev_cased) return rt_bool(false);
      prev_cased = any = true;
    } else if (cp_is_lower(c)) {
      if (!prev_cased) return rt_bool(false);
      prev_cased = any = true;
    } else {
      prev_cased = false;
    }
    i += len;
  }
  return rt_bool(any);
}

static Value m_isprintable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("str.isprintable", argc, kw, 0, 0, RT_ARGS_NONE);
  for (int64_t i = 0; i < S(self)->nbytes;) {
    int len;
    if (!printable(rt_utf8_decode(S(self)->data + i, &len))) return rt_bool(false);
    i += len;
  }
  return rt_bool(true);
}

/* isidentifier: XID_Start or '_' first, then XID_Continue (Unicode's identifier classes). */
static Value m_isidentifier(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("str.isidentifier", argc, kw, 0, 0, RT_ARGS_NONE);
  if (S(self)->nbytes == 0) return rt_bool(false);
  for (int64_t i = 0; i < S(self)->nbytes;) {
    int len;
    uint32_t c = rt_utf8_decode(S(self)->data + i, &len);
    bool ok;
    if (c < 128) ok = is_alpha_c((char)c) || c == '_' || (i > 0 && c >= '0' && c <= '9');
    else ok = rt_uc_flags(c) & (i == 0 ? RT_UC_XID_START : RT_UC_XID_CONTINUE);
    if (!ok) return rt_bool(false);
    i += len;
  }
  return rt_bool(true);
}

/* isascii: every code point below 128 (true for ""): no byte with the high bit set. */
static Value m_isascii(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("str.isascii", argc, kw, 0, 0, RT_ARGS_NONE);
  for (int64_t i = 0; i < S(self)->nbytes; i++)
    if ((unsigned char)S(self)->data[i] >= 0x80) return numba_int_pred(rt_bool(false));
  return numba_int_pred(rt_bool(true));
}

/* find/rfind/index/rindex/count share argument handling: (sub[, start[, end]]). */
static int64_t find_impl(const char *fname, Value self, int argc, const Value *argv,
                         const Kwargs *kw, bool reverse) {
  rt_check_args(fname, argc, kw, 1, 3, RT_ARGS_OLD);
  Str *n = S(arg_str(fname, argv[0]));
  int64_t b0, b1;
  str_range(self, argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef(), &b0, &b1);
  if (b1 < b0 || b1 - b0 < n->nbytes) return -1;
  const char *d = S(self)->data;
  if (!reverse) {
    const char *hit = memmem(d + b0, (size_t)(b1 - b0), n->data, (size_t)n->nbytes);
    return hit ? rt_str_char_index(self, hit - d) : -1;
  }
  for (int64_t k = b1 - n->nbytes; k >= b0; k--) {
    if (memcmp(d + k, n->data, (size_t)n->nbytes) == 0) return rt_str_char_index(self, k);
  }
  return -1;
}

static Value m_find(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_int(find_impl("find", self, argc, argv, kw, false));
}
static Value m_rfind(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_int(find_impl("rfind", self, argc, argv, kw, true));
}
static Value m_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t k = find_impl("index", self, argc, argv, kw, false);
  if (k < 0) rt_raise(RT_EXC_ValueError, "substring not found");
  return rt_int(k);
}
static Value m_rindex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t k = find_impl("rindex", self, argc, argv, kw, true);
  if (k < 0) rt_raise(RT_EXC_ValueError, "substring not found");
  return rt_int(k);
}

static Value m_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("count", argc, kw, 1, 3, RT_ARGS_OLD);
  Str *n = S(arg_str("count", argv[0]));
  int64_t b0, b1;
  str_range(self, argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef(), &b0, &b1);
  if (b1 < b0) return rt_int(0);
  if (n->nbytes == 0) {
    return rt_int(rt_str_char_index(self, b1) - rt_str_char_index(self, b0) + 1);
  }
  int64_t cnt = 0;
  const char *p = S(self)->data + b0, *end = S(self)->data + b1;
  while ((p = memmem(p, (size_t)(end - p), n->data, (size_t)n->nbytes)) != NULL) {
    cnt++;
    p += n->nbytes;
  }
  return rt_int(cnt);
}

static Value m_replace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("replace", argc, kw, 2, 3);
  Str *o = S(self), *old = S(arg_str("replace", argv[0])), *rep = S(arg_str("replace", argv[1]));
  int64_t count = argc > 2 ? rt_to_index(argv[2], NULL) : -1;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putn(&sb, "", 0);
  int64_t i = 0;
  if (old->nbytes == 0) {
    while (count != 0 && i <= o->nbytes) {
      rt_sb_putn(&sb, rep->data, (size_t)rep->nbytes);
      if (i == o->nbytes) {
        i++;
        break;
      }
      int len;
      rt_utf8_decode(o->data + i, &len);
      rt_sb_putn(&sb, o->data + i, (size_t)len);
      i += len;
      if (count > 0) count--;
    }
    if (i <= o->nbytes) rt_sb_putn(&sb, o->data + i, (size_t)(o->nbytes - i));
    return rt_sb_to_str(&sb);
  }
  while (count != 0) {
    const char *hit = memmem(o->data + i, (size_t)(o->nbytes - i), old->data, (size_t)old->nbytes);
    if (!hit) break;
    rt_sb_putn(&sb, o->data + i, (size_t)(hit - o->data - i));
    rt_sb_putn(&sb, rep->data, (size_t)rep->nbytes);
    i = hit - o->data + old->nbytes;
    if (count > 0) count--;
  }
  rt_sb_putn(&sb, o->data + i, (size_t)(o->nbytes - i));
  return rt_sb_to_str(&sb);
}

static bool affix_match(Value self, Value affix, int64_t b0, int64_t b1, bool end) {
  Str *a = S(affix);
  if (b1 < b0 || b1 - b0 < a->nbytes) return false;
  const char *p = S(self)->data + (end ? b1 - a->nbytes : b0);
  return memcmp(p, a->data, (size_t)a->nbytes) == 0;
}

static Value affix_impl(const char *fname, Value self, int argc, const Value *argv,
                        const Kwargs *kw, bool end) {
  rt_check_args(fname, argc, kw, 1, 3, RT_ARGS_OLD);
  int64_t b0, b1;
  str_range(self, argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef(), &b0, &b1);
  Value a = rt_str_arg(argv[0]);
  if (!rt_is_undef(a)) return rt_bool(affix_match(self, a, b0, b1, end));
  if (!rt_is_tuple(argv[0])) {
    rt_raise(RT_EXC_TypeError, "%s first arg must be str or a tuple of str, not %s", fname,
             rt_type_name(argv[0]));
  }
  Tuple *t = RT_AS(Tuple, argv[0]);
  for (int64_t i = 0; i < t->n; i++) {
    Value x = rt_str_arg(t->items[i]);
    if (rt_is_undef(x)) {
      rt_raise(RT_EXC_TypeError, "tuple for %s must only contain str, not %s", fname,
               rt_type_name(t->items[i]));
    }
    if (affix_match(self, x, b0, b1, end)) return rt_bool(true);
  }
  return rt_bool(false);
}

static Value m_startswith(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return affix_impl("startswith", self, argc, argv, kw, false);
}
static Value m_endswith(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return affix_impl("endswith", self, argc, argv, kw, true);
}

/* center/ljust/rjust: pad to width with a one-character fill. */
static Value pad(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw,
                 char how) {
  rt_check_nargs(fname, argc, kw, 1, 2);
  int64_t width = rt_to_index(argv[0], NULL);
  const char *fill = " ";
  int flen = 1;
  if (argc > 1) {
    Value f = rt_str_arg(argv[1]);
    if (rt_is_undef(f) || S(f)->nchars != 1) {
      rt_raise(RT_EXC_TypeError, "The fill character must be exactly one character long");
    }
    fill = S(f)->data;
    flen = (int)S(f)->nbytes;
  }
  Str *o = S(self);
  int64_t marg = width - o->nchars;
  if (marg <= 0) {
    rt_incref(self);
    return self;
  }
  int64_t left = how == '<' ? 0 : how == '>' ? marg : marg / 2 + (marg & width & 1);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_fmt_reserve_fill(&sb, marg + o->nbytes, (size_t)flen);
  for (int64_t i = 0; i < left; i++) rt_sb_putn(&sb, fill, (size_t)flen);
  rt_sb_putn(&sb, o->data, (size_t)o->nbytes);
  for (int64_t i = left; i < marg; i++) rt_sb_putn(&sb, fill, (size_t)flen);
  return rt_sb_to_str(&sb);
}

static Value m_center(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return pad("center", self, argc, argv, kw, '^');
}
static Value m_ljust(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return pad("ljust", self, argc, argv, kw, '<');
}
static Value m_rjust(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return pad("rjust", self, argc, argv, kw, '>');
}

static Value m_zfill(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("str.zfill", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t width = rt_to_index(argv[0], NULL);
  Str *o = S(self);
  int64_t marg = width - o->nchars;
  if (marg <= 0) {
    rt_incref(self);
    return self;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_fmt_reserve_fill(&sb, marg + o->nbytes, 1);
  int64_t i = 0;
  if (o->nbytes && (o->data[0] == '+' || o->data[0] == '-')) rt_sb_putc(&sb, o->data[i++]);
  for (int64_t k = 0; k < marg; k++) rt_sb_putc(&sb, '0');
  rt_sb_putn(&sb, o->data + i, (size_t)(o->nbytes - i));
  return rt_sb_to_str(&sb);
}

static int line_break_len(const char *d, int64_t i, int64_t n) {
  unsigned char c = (unsigned char)d[i];
  if (c == '\r') return i + 1 < n && d[i + 1] == '\n' ? 2 : 1;
  if (c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) return 1;
  if (c == 0xC2 && i + 1 < n && (unsigned char)d[i + 1] == 0x85) return 2; /* U+0085 */
  if (c == 0xE2 && i + 2 < n && (unsigned char)d[i + 1] == 0x80 &&
      ((unsigned char)d[i + 2] == 0xA8 || (unsigned char)d[i + 2] == 0xA9)) return 3; /* U+2028/9 */
  return 0;
}

static const char *const splitlines_names[] = {"keepends"};

static Value m_splitlines(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_parse_args("splitlines", argc, argv, kw, 1, splitlines_names, 0, a);
  bool keep = !rt_is_undef(a[0]) && rt_truthy(a[0]);
  const char *d = S(self)->data;
  int64_t n = S(self)->nbytes, start = 0;
  Value out = rt_list_new(0);
  for (int64_t i = 0; i < n;) {
    int br = line_break_len(d, i, n);
    if (!br) {
      i++;
      continue;
    }
    Value p = sub(self, start, keep ? i + br : i);
    rt_list_append(out, p);
    rt_decref(p);
    i += br;
    start = i;
  }
  if (start < n) {
    Value p = sub(self, start, n);
    rt_list_append(out, p);
    rt_decref(p);
  }
  return out;
}

static Value partition_impl(const char *fname, Value self, int argc, const Value *argv,
                            const Kwargs *kw, bool reverse) {
  rt_check_args(fname, argc, kw, 1, 1, RT_ARGS_ONE);
  Str *o = S(self), *sp = S(arg_str(fname, argv[0]));
  if (sp->nbytes == 0) rt_raise(RT_EXC_ValueError, "empty separator");
  int64_t at = -1;
  if (!reverse) {
    const char *hit = memmem(o->data, (size_t)o->nbytes, sp->data, (size_t)sp->nbytes);
    if (hit) at = hit - o->data;
  } else {
    for (int64_t k = o->nbytes - sp->nbytes; k >= 0 && at < 0; k--) {
      if (memcmp(o->data + k, sp->data, (size_t)sp->nbytes) == 0) at = k;
    }
  }
  Value t = rt_tuple_new(3);
  if (at < 0) {
    Value whole = self, empty = rt_str_new("", 0);
    rt_incref(whole);
    rt_incref(empty);
    rt_tuple_set(t, reverse ? 2 : 0, whole);
    rt_tuple_set(t, 1, empty);
    rt_tuple_set(t, reverse ? 0 : 2, rt_str_new("", 0));
    rt_decref(empty);
    return t;
  }
  rt_tuple_set(t, 0, sub(self, 0, at));
  rt_incref(argv[0]);
  rt_tuple_set(t, 1, argv[0]);
  rt_tuple_set(t, 2, sub(self, at + sp->nbytes, o->nbytes));
  return t;
}

static Value m_partition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return partition_impl("str.partition", self, argc, argv, kw, false);
}
static Value m_rpartition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return partition_impl("str.rpartition", self, argc, argv, kw, true);
}

static Value m_format(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_str_format_method(self, argc, argv, kw);
}

/* format_map(mapping): format with mapping[name] for each named field. */
static Value m_format_map(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("format_map", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_str_format_map(self, argv[0]);
}

static Value affix_remove(Value self, int argc, const Value *argv, const Kwargs *kw, bool end) {
  rt_check_nargs(end ? "removesuffix" : "removeprefix", argc, kw, 1, 1);
  Value av = arg_str(end ? "removesuffix" : "removeprefix", argv[0]);
  Str *o = S(self), *a = S(av);
  if (a->nbytes && affix_match(self, av, 0, o->nbytes, end)) {
    return end ? sub(self, 0, o->nbytes - a->nbytes) : sub(self, a->nbytes, o->nbytes);
  }
  rt_incref(self);
  return self;
}
static Value m_removeprefix(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return affix_remove(self, argc, argv, kw, false);
}
static Value m_removesuffix(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return affix_remove(self, argc, argv, kw, true);
}

static const struct {
  const char *name;
  NativeFn fn;
} str_methods[] = {
    {"split", m_split},
    {"rsplit", m_rsplit},
    {"join", m_join},
    {"strip", m_strip},
    {"lstrip", m_lstrip},
    {"rstrip", m_rstrip},
    {"upper", m_upper},
    {"lower", m_lower},
    {"title", m_title},
    {"capitalize", m_capitalize},
    {"swapcase", m_swapcase},
    {"isdigit", m_isdigit},
    {"isdecimal", m_isdecimal},
    {"isnumeric", m_isnumeric},
    {"isalpha", m_isalpha},
    {"isspace", m_isspace},
    {"isalnum", m_isalnum},
    {"isupper", m_isupper},
    {"islower", m_islower},
    {"find", m_find},
    {"rfind", m_rfind},
    {"index", m_index},
    {"rindex", m_rindex},
    {"count", m_count},
    {"replace", m_replace},
    {"startswith", m_startswith},
    {"endswith", m_endswith},
    {"center", m_center},
    {"ljust", m_ljust},
    {"rjust", m_rjust},
    {"zfill", m_zfill},
    {"splitlines", m_splitlines},
    {"partition", m_partition},
    {"rpartition", m_rpartition},
    {"format", m_format},
    {"format_map", m_format_map},
    {"removeprefix", m_removeprefix},
    {"casefold", m_casefold},
    {"istitle", m_istitle},
    {"isprintable", m_isprintable},
    {"isascii", m_isascii},
    {"isidentifier", m_isidentifier},
    {"removesuffix", m_removesuffix},
    {"encode", rt_str_encode},
    {"maketrans", rt_str_maketrans},
    {"translate", rt_str_translate},
    {"expandtabs", rt_str_expandtabs},
};

/* The C method behind s.name(...) (LOADMETHOD and CCALL call it without a bound method). */
static RtMethodFn str_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof str_methods / sizeof str_methods[0]; i++) {
    if (strcmp(name, str_methods[i].name) == 0) return str_methods[i].fn;
  }
  return NULL;
}

static Value str_getattr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof str_methods / sizeof str_methods[0]; i++) {
    if (strcmp(name, str_methods[i].name) == 0) {
      return rt_native_bind(str_methods[i].name, str_methods[i].fn, self);
    }
  }
  return rt_undef();
}
