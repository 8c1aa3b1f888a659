/* bytes_ascii.c — the methods bytes and bytearray share with str whose bytes versions look at
 * ASCII letters, digits and blanks only (bytes >= 0x80 are never letters): capitalize, title,
 * swapcase, the is* tests, center/ljust/rjust/zfill, expandtabs and partition/rpartition.
 * np.char runs them on every item of a bytes array. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "bytes_internal.h"
#include "native.h"
#include "ops.h"

#define B(v) RT_AS(Bytes, v)

static bool is_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static bool is_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static bool is_alpha(uint8_t c) { return is_lower(c) || is_upper(c); }
static bool is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static bool is_space(uint8_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static uint8_t to_upper(uint8_t c) { return is_lower(c) ? (uint8_t)(c - 32) : c; }
static uint8_t to_lower(uint8_t c) { return is_upper(c) ? (uint8_t)(c + 32) : c; }

static Value like(Value self, const void *data, int64_t n) {
  return rt_bytes_new(self.as.o->type, data, (size_t)n);
}

/* ---- case ---- */

typedef enum { CASE_CAPITALIZE, CASE_TITLE, CASE_SWAP } CaseOp;

static Value case_op(Value self, int argc, const Kwargs *kw, const char *fname, CaseOp op) {
  rt_check_nargs(fname, argc, kw, 0, 0);
  Value r = like(self, B(self)->data, B(self)->n);
  uint8_t *p = B(r)->data;
  bool prev_cased = false;
  for (int64_t i = 0; i < B(r)->n; i++) {
    uint8_t c = p[i];
    if (op == CASE_SWAP) p[i] = is_upper(c) ? to_lower(c) : to_upper(c);
    else if (op == CASE_CAPITALIZE) p[i] = i == 0 ? to_upper(c) : to_lower(c);
    else p[i] = prev_cased ? to_lower(c) : to_upper(c);
    prev_cased = is_alpha(c);
  }
  return r;
}

static Value m_capitalize(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return case_op(s, c, kw, "capitalize", CASE_CAPITALIZE);
}
static Value m_title(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return case_op(s, c, kw, "title", CASE_TITLE);
}
static Value m_swapcase(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return case_op(s, c, kw, "swapcase", CASE_SWAP);
}

/* ---- tests ---- */

/* Every byte passes (and there is one). */
static Value all_bytes(Value self, int argc, const Kwargs *kw, const char *fname,
                       bool (*ok)(uint8_t)) {
  rt_check_nargs(fname, argc, kw, 0, 0);
  const Bytes *b = B(self);
  if (b->n == 0) return rt_bool(false);
  for (int64_t i = 0; i < b->n; i++)
    if (!ok(b->data[i])) return rt_bool(false);
  return rt_bool(true);
}
static bool is_alnum(uint8_t c) { return is_alpha(c) || is_digit(c); }

#define ALL(cname, pyname, test)                                          \
  static Value cname(Value s, int c, const Value *a, const Kwargs *kw) { \
    (void)a;                                                              \
    return all_bytes(s, c, kw, pyname, test);                             \
  }
ALL(m_isalnum, "isalnum", is_alnum)
ALL(m_isalpha, "isalpha", is_alpha)
ALL(m_isdigit, "isdigit", is_digit)
ALL(m_isspace, "isspace", is_space)
#undef ALL

/* islower / isupper: a cased byte and none of the other case. */
static Value cased(Value self, int argc, const Kwargs *kw, bool lower) {
  rt_check_nargs(lower ? "islower" : "isupper", argc, kw, 0, 0);
  const Bytes *b = B(self);
  bool any = false;
  for (int64_t i = 0; i < b->n; i++) {
    if (lower ? is_upper(b->data[i]) : is_lower(b->data[i])) return rt_bool(false);
    any = any || is_alpha(b->data[i]);
  }
  return rt_bool(any);
}
static Value m_islower(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return cased(s, c, kw, true);
}
static Value m_isupper(Value s, int c, const Value *a, const Kwargs *kw) {
  (void)a;
  return cased(s, c, kw, false);
}

/* istitle: uppercase letters only after uncased bytes, lowercase only after cased ones. */
static Value m_istitle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("istitle", argc, kw, 0, 0);
  const Bytes *b = B(self);
  bool prev_cased = false, any = false;
  for (int64_t i = 0; i < b->n; i++) {
    uint8_t c = b->data[i];
    if (is_upper(c)) {
      if (prev_cased) return rt_bool(false);
      prev_cased = any = true;
    } else if (is_lower(c)) {
      if (!prev_cased) return rt_bool(false);
      prev_cased = any = true;
    } else {
      prev_cased = false;
    }
  }
  return rt_bool(any);
}

/* ---- padding ---- */

/* The fill byte argument: a bytes or bytearray of length 1. */
static uint8_t fill_byte(const char *fname, int argc, const Value *argv) {
  if (argc < 2) return ' ';
  Value f = argv[1];
  if (!rt_is_bytes_like(f) || B(f)->n != 1)
    rt_raise(RT_EXC_TypeError, "%s() argument 2 must be a byte string of length 1, not %s",
             fname, rt_type_name(f));
  return B(f)->data[0];
}

/* center/ljust/rjust: where = 0 center, 1 left (pad after), 2 right (pad before). */
static Value pad(Value self, int argc, const Value *argv, const Kwargs *kw, const char *fname,
                 int where) {
  rt_check_nargs(fname, argc, kw, 1, 2);
  int64_t width = rt_to_index(argv[0], NULL);
  uint8_t fill = fill_byte(fname, argc, argv);
  const Bytes *b = B(self);
  if (width <= b->n) return like(self, b->data, b->n);
  int64_t total = width - b->n;
  int64_t left = where == 1 ? 0 : where == 2 ? total : total / 2 + (total & width & 1);
  Value r = like(self, NULL, width);
  memset(B(r)->data, fill, (size_t)width);
  memcpy(B(r)->data + left, b->data, (size_t)b->n);
  return r;
}
static Value m_center(Value s, int c, const Value *a, const Kwargs *kw) {
  return pad(s, c, a, kw, "center", 0);
}
static Value m_ljust(Value s, int c, const Value *a, const Kwargs *kw) {
  return pad(s, c, a, kw, "ljust", 1);
}
static Value m_rjust(Value s, int c, const Value *a, const Kwargs *kw) {
  return pad(s, c, a, kw, "rjust", 2);
}

static Value m_zfill(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc != 1 || (kw && kw->n))
    rt_raise(RT_EXC_TypeError, "%s.zfill() takes exactly one argument (%d given)",
             rt_type_name(self), argc);
  int64_t width = rt_to_index(argv[0], NULL);
  const Bytes *b = B(self);
  if (width <= b->n) return like(self, b->data, b->n);
  int64_t fill = width - b->n;
  Value r = like(self, NULL, width);
  uint8_t *p = B(r)->data;
  memset(p, '0', (size_t)fill);
  memcpy(p + fill, b->data, (size_t)b->n);
  if (b->n && (b->data[0] == '+' || b->data[0] == '-')) { /* the sign goes first */
    p[0] = b->data[0];
    p[fill] = '0';
  }
  return r;
}

static Value m_expandtabs(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"tabsize"};
  Value a[1];
  rt_parse_args("expandtabs", argc, argv, kw, 1, names, 0, a);
  int64_t tab = rt_is_undef(a[0]) ? 8 : rt_to_index(a[0], NULL);
  const Bytes *b = B(self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int64_t col = 0;
  for (int64_t i = 0; i < b->n; i++) {
    uint8_t c = b->data[i];
    if (c == '\t') {
      if (tab > 0) {
        int64_t n = tab - col % tab;
        for (int64_t k = 0; k < n; k++) rt_sb_putc(&sb, ' ');
        col += n;
      }
      continue;
    }
    rt_sb_putc(&sb, (char)c);
    col = c == '\n' || c == '\r' ? 0 : col + 1;
  }
  Value r = like(self, sb.data ? sb.data : "", (int64_t)sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- partition ---- */

static Value partition(Value self, int argc, const Value *argv, const Kwargs *kw, bool right) {
  rt_check_nargs(right ? "rpartition" : "partition", argc, kw, 1, 1);
  if (!rt_is_bytes_like(argv[0]))
    rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'",
             rt_type_name(argv[0]));
  const Bytes *b = B(self), *sep = B(argv[0]);
  if (sep->n == 0) rt_raise(RT_EXC_ValueError, "empty separator");
  int64_t at = -1;
  for (int64_t i = 0; i + sep->n <= b->n; i++) {
    if (memcmp(b->data + i, sep->data, (size_t)sep->n)) continue;
    at = i;
    if (!right) break;
  }
  Value t = rt_tuple_new(3);
  int mark = rt_cleanup_push_value(&t);
  if (at < 0) {
    int whole = right ? 2 : 0;
    for (int k = 0; k < 3; k++)
      rt_tuple_set(t, k, k == whole ? like(self, b->data, b->n) : like(self, "", 0));
  } else {
    rt_tuple_set(t, 0, like(self, b->data, at));
    rt_tuple_set(t, 1, like(self, sep->data, sep->n));
    rt_tuple_set(t, 2, like(self, b->data + at + sep->n, b->n - at - sep->n));
  }
  rt_cleanup_pop(mark, false);
  return t;
}
static Value m_partition(Value s, int c, const Value *a, const Kwargs *kw) {
  return partition(s, c, a, kw, false);
}
static Value m_rpartition(Value s, int c, const Value *a, const Kwargs *kw) {
  return partition(s, c, a, kw, true);
}

static const struct {
  const char *name;
  NativeFn fn;
} ascii_methods[] = {
    {"capitalize", m_capitalize}, {"title", m_title},         {"swapcase", m_swapcase},
    {"isalnum", m_isalnum},       {"isalpha", m_isalpha},     {"isdigit", m_isdigit},
    {"isspace", m_isspace},       {"islower", m_islower},     {"isupper", m_isupper},
    {"istitle", m_istitle},       {"center", m_center},       {"ljust", m_ljust},
    {"rjust", m_rjust},           {"zfill", m_zfill},         {"expandtabs", m_expandtabs},
    {"partition", m_partition},   {"rpartition", m_rpartition},
};

Value rt_bytes_ascii_getattr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof ascii_methods / sizeof ascii_methods[0]; i++)
    if (strcmp(name, ascii_methods[i].name) == 0)
      return rt_native_bind(ascii_methods[i].name, ascii_methods[i].fn, self);
  return rt_undef();
}
