/* pickletools.c — the pickletools module's dis(): a pickle's opcodes one per line, as
 * CPython's pickletools prints them: the offset, the opcode's code and name indented by the
 * marks open, its argument's repr, "(MARK at N)" where a mark is taken and "(as N)" for
 * MEMOIZE, then "highest protocol among opcodes = N". It follows the stack as CPython's does,
 * so a pickle that misuses it raises the same ValueError. The opcodes are those of protocols
 * 0 to 5 that Python 3 writes (not Python 2's STRING family, EXT, PERSID or buffers). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "pickle_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* How an opcode's argument is read. */
typedef enum {
  A_NONE, A_U1, A_U2, A_I4, A_U4, A_U8, A_DECNL, A_LONGNL, A_FLOATNL, A_UNINL, A_PAIRNL,
  A_LONG1, A_LONG4, A_F8, A_UNI1, A_UNI4, A_UNI8, A_BYTES1, A_BYTES4, A_BYTES8, A_BYTEARRAY8
} ArgKind;

/* nbefore: what it takes from the stack; mark_at: where the mark is among those (-1: none);
 * pushes: how many it leaves, of type `type` (pickletools' names; a GET pushes what was
 * stored, MARK the mark). */
typedef struct OpInfo {
  unsigned char code;
  const char *name;
  ArgKind arg;
  int proto, nbefore, mark_at, pushes;
  const char *type;
} OpInfo;

static const OpInfo ops[] = {
    {'I', "INT", A_DECNL, 0, 0, -1, 1, "int_or_bool"},          {'J', "BININT", A_I4, 1, 0, -1, 1, "int"},
    {'K', "BININT1", A_U1, 1, 0, -1, 1, "int"},         {'M', "BININT2", A_U2, 1, 0, -1, 1, "int"},
    {'L', "LONG", A_LONGNL, 0, 0, -1, 1, "int"},        {0x8a, "LONG1", A_LONG1, 2, 0, -1, 1, "int"},
    {0x8b, "LONG4", A_LONG4, 2, 0, -1, 1, "int"},       {'B', "BINBYTES", A_BYTES4, 3, 0, -1, 1, "bytes"},
    {'C', "SHORT_BINBYTES", A_BYTES1, 3, 0, -1, 1, "bytes"}, {0x8e, "BINBYTES8", A_BYTES8, 4, 0, -1, 1, "bytes"},
    {0x96, "BYTEARRAY8", A_BYTEARRAY8, 5, 0, -1, 1, "bytearray"}, {'N', "NONE", A_NONE, 0, 0, -1, 1, "None"},
    {0x88, "NEWTRUE", A_NONE, 2, 0, -1, 1, "bool"},      {0x89, "NEWFALSE", A_NONE, 2, 0, -1, 1, "bool"},
    {'V', "UNICODE", A_UNINL, 0, 0, -1, 1, "str"},      {0x8c, "SHORT_BINUNICODE", A_UNI1, 4, 0, -1, 1, "str"},
    {'X', "BINUNICODE", A_UNI4, 1, 0, -1, 1, "str"},    {0x8d, "BINUNICODE8", A_UNI8, 4, 0, -1, 1, "str"},
    {'F', "FLOAT", A_FLOATNL, 0, 0, -1, 1, "float"},      {'G', "BINFLOAT", A_F8, 1, 0, -1, 1, "float"},
    {']', "EMPTY_LIST", A_NONE, 1, 0, -1, 1, "list"},    {'a', "APPEND", A_NONE, 0, 2, -1, 1, "list"},
    {'e', "APPENDS", A_NONE, 1, 3, 1, 1, "list"},        {'l', "LIST", A_NONE, 0, 2, 0, 1, "list"},
    {')', "EMPTY_TUPLE", A_NONE, 1, 0, -1, 1, "tuple"},   {'t', "TUPLE", A_NONE, 0, 2, 0, 1, "tuple"},
    {0x85, "TUPLE1", A_NONE, 2, 1, -1, 1, "tuple"},       {0x86, "TUPLE2", A_NONE, 2, 2, -1, 1, "tuple"},
    {0x87, "TUPLE3", A_NONE, 2, 3, -1, 1, "tuple"},       {'}', "EMPTY_DICT", A_NONE, 1, 0, -1, 1, "dict"},
    {'d', "DICT", A_NONE, 0, 2, 0, 1, "dict"},           {'s', "SETITEM", A_NONE, 0, 3, -1, 1, "dict"},
    {'u', "SETITEMS", A_NONE, 1, 3, 1, 1, "dict"},       {0x8f, "EMPTY_SET", A_NONE, 4, 0, -1, 1, "set"},
    {0x90, "ADDITEMS", A_NONE, 4, 3, 1, 1, "set"},      {0x91, "FROZENSET", A_NONE, 4, 2, 0, 1, "frozenset"},
    {'0', "POP", A_NONE, 0, 1, -1, 0, ""},           {'2', "DUP", A_NONE, 0, 1, -1, 2, "any"},
    {'(', "MARK", A_NONE, 0, 0, -1, 1, "mark"},          {'1', "POP_MARK", A_NONE, 1, 2, 0, 0, ""},
    {'g', "GET", A_DECNL, 0, 0, -1, 1, ""},          {'h', "BINGET", A_U1, 1, 0, -1, 1, ""},
    {'j', "LONG_BINGET", A_U4, 1, 0, -1, 1, ""},     {'p', "PUT", A_DECNL, 0, 0, -1, 0, ""},
    {'q', "BINPUT", A_U1, 1, 0, -1, 0, ""},          {'r', "LONG_BINPUT", A_U4, 1, 0, -1, 0, ""},
    {0x94, "MEMOIZE", A_NONE, 4, 1, -1, 1, "any"},      {'c', "GLOBAL", A_PAIRNL, 0, 0, -1, 1, "any"},
    {0x93, "STACK_GLOBAL", A_NONE, 4, 2, -1, 1, "any"}, {'R', "REDUCE", A_NONE, 0, 2, -1, 1, "any"},
    {'b', "BUILD", A_NONE, 0, 2, -1, 1, "any"},         {'i', "INST", A_PAIRNL, 0, 2, 0, 1, "any"},
    {'o', "OBJ", A_NONE, 1, 3, 0, 1, "any"},            {0x81, "NEWOBJ", A_NONE, 2, 2, -1, 1, "any"},
    {0x92, "NEWOBJ_EX", A_NONE, 4, 3, -1, 1, "any"},    {0x80, "PROTO", A_U1, 2, 0, -1, 0, ""},
    {'.', "STOP", A_NONE, 0, 1, -1, 0, ""},          {0x95, "FRAME", A_U8, 4, 0, -1, 0, ""},
};

typedef struct Dis {
  const unsigned char *data;
  int64_t n, pos;
  Value keep; /* temporaries, owned by the caller's cleanup */
} Dis;

static Value own(Dis *d, Value v) {
  rt_list_append(d->keep, v);
  rt_decref(v);
  return v;
}

static const unsigned char *take(Dis *d, int64_t n, const char *what) {
  if (n < 0 || d->n - d->pos < n)
    rt_raise(RT_EXC_ValueError, "not enough data in stream to read %s", what);
  const unsigned char *p = d->data + d->pos;
  d->pos += n;
  return p;
}

static uint64_t le(Dis *d, int n, const char *what) {
  const unsigned char *p = take(d, n, what);
  uint64_t v = 0;
  for (int k = n - 1; k >= 0; k--) v = v << 8 | p[k];
  return v;
}

/* The bytes to the next newline (dropped). */
static const unsigned char *line(Dis *d, int64_t *len, const char *what) {
  const unsigned char *p = d->data + d->pos;
  const unsigned char *nl = memchr(p, '\n', (size_t)(d->n - d->pos));
  if (!nl) rt_raise(RT_EXC_ValueError, "no newline found when trying to read %s", what);
  *len = nl - p;
  d->pos += *len + 1;
  return p;
}

static Value call1(Dis *d, const char *builtin, Value a) {
  return own(d, rt_call(rt_builtin_lookup(builtin), 1, &a, NULL));
}

static Value text_int(Dis *d, const unsigned char *p, int64_t n) {
  return call1(d, "int", own(d, rt_str_new((const char *)p, (size_t)n)));
}

static Value long_bytes(Dis *d, int64_t n) {
  const unsigned char *p = take(d, n, n < 256 ? "long1" : "long4");
  if (n == 0) return rt_int(0);
  Value b = own(d, rt_bytes_new(&rt_bytes_type, p, (size_t)n));
  Value fb = own(d, rt_getattr(rt_builtin_lookup("int"), "from_bytes"));
  static const char *const kn[] = {"signed"};
  Value kv[] = {rt_bool(true)};
  return own(d, rt_call(fb, 2, (Value[2]){b, own(d, rt_str_from_c("little"))}, &(Kwargs){1, kn, kv}));
}

static Value utf8_text(Dis *d, int64_t n) {
  const unsigned char *p = take(d, n, "unicodestring");
  Value b = own(d, rt_bytes_new(&rt_bytes_type, p, (size_t)n));
  return own(d, rt_bytes_decode(b, rt_undef(), rt_undef()));
}

/* The argument as pickletools gives it (RT_UNDEF: none). */
static Value read_arg(Dis *d, ArgKind k) {
  int64_t n;
  const unsigned char *p;
  switch (k) {
  case A_NONE: return rt_undef();
  case A_U1: return rt_int((int64_t)le(d, 1, "uint1"));
  case A_U2: return rt_int((int64_t)le(d, 2, "uint2"));
  case A_I4: return rt_int((int32_t)(uint32_t)le(d, 4, "int4"));
  case A_U4: return rt_int((int64_t)le(d, 4, "uint4"));
  case A_U8: {
    uint64_t v = le(d, 8, "uint8");
    if (v > INT64_MAX) rt_raise(RT_EXC_ValueError, "Weft's pickletools reads sizes below 2**63");
    return rt_int((int64_t)v);
  }
  case A_DECNL:
    p = line(d, &n, "decimalnl_short");
    if (n == 2 && p[0] == '0' && (p[1] == '0' || p[1] == '1')) return rt_bool(p[1] == '1');
    return text_int(d, p, n);
  case A_LONGNL:
    p = line(d, &n, "decimalnl_long");
    return text_int(d, p, n > 0 && p[n - 1] == 'L' ? n - 1 : n);
  case A_FLOATNL:
    p = line(d, &n, "floatnl");
    return call1(d, "float", own(d, rt_str_new((const char *)p, (size_t)n)));
  case A_UNINL: {
    p = line(d, &n, "unicodestringnl");
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    if (!py_pickle_raw_unescape(p, (size_t)n, &sb))
      rt_raise(RT_EXC_UnicodeDecodeError, "'rawunicodeescape' codec can't decode bytes: truncated \\uXXXX escape");
    Value s = own(d, rt_str_new(sb.data ? sb.data : "", sb.len));
    rt_cleanup_pop(mark, true);
    return s;
  }
  case A_PAIRNL: {
    int64_t n2;
    p = line(d, &n, "stringnl_noescape_pair");
    line(d, &n2, "stringnl_noescape_pair");
    Value s = own(d, rt_str_printf("%.*s %.*s", (int)n, (const char *)p, (int)n2, (const char *)p + n + 1));
    return s;
  }
  case A_LONG1: return long_bytes(d, (int64_t)le(d, 1, "long1"));
  case A_LONG4: return long_bytes(d, (int32_t)(uint32_t)le(d, 4, "long4"));
  case A_F8: {
    uint64_t bits = 0;
    p = take(d, 8, "float8");
    for (int j = 0; j < 8; j++) bits = bits << 8 | p[j];
    double v;
    memcpy(&v, &bits, 8);
    return rt_float(v);
  }
  case A_UNI1: return utf8_text(d, (int64_t)le(d, 1, "unicodestring1"));
  case A_UNI4: return utf8_text(d, (int64_t)le(d, 4, "unicodestring4"));
  case A_UNI8: return utf8_text(d, (int64_t)le(d, 8, "unicodestring8"));
  default: { /* bytes of every size, bytearray8 */
    int sz = k == A_BYTES1 ? 1 : k == A_BYTES4 ? 4 : 8;
    uint64_t len = le(d, sz, "bytes");
    if (len > INT64_MAX) rt_raise(RT_EXC_ValueError, "Weft's pickletools reads sizes below 2**63");
    p = take(d, (int64_t)len, "bytes");
    return own(d, rt_bytes_new(k == A_BYTEARRAY8 ? &rt_bytearray_type : &rt_bytes_type, p, (size_t)len));
  }
  }
}

/* The simulated stack: None for the mark object, else the type name of what is there. */
static void stack_pop(Value stack, int64_t n) {
  List *s = RT_AS(List, stack);
  while (n-- > 0) rt_decref(s->items[--s->n]);
}

static bool top_is_mark(Value stack) {
  List *s = RT_AS(List, stack);
  return s->n && rt_is_none(s->items[s->n - 1]);
}

static void print_line(Value out, Value text) {
  static const char *const kn[] = {"file"};
  Kwargs k = {1, kn, &out};
  rt_decref(rt_call(rt_builtin_lookup("print"), 1, &text, !rt_is_undef(out) && !rt_is_none(out) ? &k : NULL));
}

static const OpInfo *find_op(unsigned char c) {
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
    if (ops[k].code == c) return &ops[k];
  return NULL;
}

/* One opcode's line (printed) and its stack effect; false after STOP. */
static bool dis_one(Dis *d, Value out, Value stack, Value marks, Value memo, int indent, int *maxproto) {
  int64_t pos = d->pos;
  if (d->pos >= d->n) rt_raise(RT_EXC_ValueError, "pickle exhausted before seeing STOP");
  unsigned char c = d->data[d->pos++];
  const OpInfo *op = find_op(c);
  if (!op) {
    Value b = own(d, rt_bytes_new(&rt_bytes_type, &c, 1));
    rt_raise(RT_EXC_ValueError, "at position %lld, opcode %s unknown", (long long)pos,
             rt_str_data(own(d, rt_repr(b))));
  }
  Value arg = read_arg(d, op->arg);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%5lld: ", (long long)pos);
  char code[8];
  int cl = c >= 0x20 && c < 0x7f ? snprintf(code, sizeof code, "%c", c) : snprintf(code, sizeof code, "\\x%02x", c);
  if (c == '\\') cl = snprintf(code, sizeof code, "\\\\");
  int64_t width = indent * rt_len(marks);
  rt_sb_printf(&sb, "%-4.*s %*s%s", cl, code, (int)(width < (1 << 20) ? width : 1 << 20), "", op->name);
  if (op->proto > *maxproto) *maxproto = op->proto;
  int64_t numtopop = op->nbefore;
  char markmsg[64] = "";
  const char *error = NULL;
  char errbuf[96];
  bool is_pop = !strcmp(op->name, "POP");
  if (op->mark_at >= 0 || (is_pop && top_is_mark(stack))) {
    if (rt_len(marks)) {
      List *m = RT_AS(List, marks);
      snprintf(markmsg, sizeof markmsg, "(MARK at %lld)", (long long)m->items[--m->n].as.i);
      while (!top_is_mark(stack)) stack_pop(stack, 1);
      stack_pop(stack, 1);
      numtopop = op->mark_at >= 0 ? op->mark_at : 0;
    } else {
      error = "no MARK exists on stack";
      snprintf(markmsg, sizeof markmsg, "%s", error);
    }
  }
  bool put = !strcmp(op->name, "PUT") || !strcmp(op->name, "BINPUT") ||
             !strcmp(op->name, "LONG_BINPUT") || !strcmp(op->name, "MEMOIZE");
  bool get = !strcmp(op->name, "GET") || !strcmp(op->name, "BINGET") || !strcmp(op->name, "LONG_BINGET");
  if (put) {
    Value idx = rt_is_undef(arg) ? rt_int(rt_len(memo)) : arg;
    if (rt_is_undef(arg)) snprintf(markmsg, sizeof markmsg, "(as %lld)", (long long)idx.as.i);
    if (rt_contains(memo, idx))
      snprintf(errbuf, sizeof errbuf, "memo key %s already defined", /* MEMOIZE's arg: None */
               rt_is_undef(arg) ? "None" : rt_str_data(own(d, rt_repr(arg)))), error = errbuf;
    else if (!RT_AS(List, stack)->n) error = "stack is empty -- can't store into memo";
    else if (top_is_mark(stack)) error = "can't store markobject in the memo";
    else rt_dict_set(memo, idx, RT_AS(List, stack)->items[RT_AS(List, stack)->n - 1]);
  } else if (get && !rt_contains(memo, arg)) {
    snprintf(errbuf, sizeof errbuf, "memo key %s has never been stored into", rt_str_data(own(d, rt_repr(arg))));
    error = errbuf;
  }
  if (!rt_is_undef(arg) || markmsg[0]) {
    size_t nl = strlen(op->name);
    rt_sb_printf(&sb, "%*s", nl < 10 ? (int)(10 - nl) : 0, "");
    if (!rt_is_undef(arg)) rt_sb_printf(&sb, " %s", rt_str_data(own(d, rt_repr(arg))));
    if (markmsg[0]) rt_sb_printf(&sb, " %s", markmsg);
  }
  print_line(out, own(d, rt_str_new(sb.data, sb.len)));
  rt_cleanup_pop(mark, true);
  if (error) rt_raise(RT_EXC_ValueError, "%s", error);
  if (RT_AS(List, stack)->n < numtopop)
    rt_raise(RT_EXC_ValueError, "tries to pop %lld items from stack with only %lld items",
             (long long)numtopop, (long long)RT_AS(List, stack)->n);
  stack_pop(stack, numtopop);
  if (get) {
    rt_list_append(stack, rt_dict_get(memo, arg));
  } else if (!strcmp(op->name, "MARK")) {
    rt_list_append(marks, rt_int(pos));
    rt_list_append(stack, rt_none());
  } else {
    for (int k = 0; k < op->pushes; k++) rt_list_append(stack, own(d, rt_str_from_c(op->type)));
  }
  return c != '.';
}

/* pickletools.dis(pickle, out=None, memo=None, indentlevel=4, annotate=0) for a bytes pickle. */
static Value pt_dis(ARGS) {
  (void)self;
  static const char *const names[] = {"pickle", "out", "memo", "indentlevel", "annotate"};
  Value a[5];
  rt_parse_args("dis", argc, argv, kw, 5, names, 1, a);
  if (!rt_is_bytes_like(a[0])) rt_raise(RT_EXC_TypeError, "Weft's pickletools.dis reads a bytes pickle");
  if (!rt_is_undef(a[4]) && rt_truthy(a[4])) rt_raise(RT_EXC_TypeError, "Weft's pickletools.dis has no annotate");
  int64_t level = rt_is_undef(a[3]) ? 4 : rt_to_index(a[3], "indentlevel");
  int indent = level < 0 ? 0 : level > 64 ? 64 : (int)level; /* ' ' * a negative count is '' */
  Dis d = {RT_AS(Bytes, a[0])->data, RT_AS(Bytes, a[0])->n, 0, rt_list_new(0)};
  int mark = rt_cleanup_push_value(&d.keep);
  Value stack = own(&d, rt_list_new(0)), marks = own(&d, rt_list_new(0));
  Value memo = own(&d, rt_dict_new()); /* index -> what was stored */
  int maxproto = 0;
  while (dis_one(&d, a[1], stack, marks, memo, indent, &maxproto))
    if (rt_interrupted) rt_check_interrupt();
  print_line(a[1], own(&d, rt_str_printf("highest protocol among opcodes = %d", maxproto)));
  if (RT_AS(List, stack)->n) { /* pickletools shows its stack objects by name */
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    for (int64_t k = 0; k < RT_AS(List, stack)->n; k++) {
      Value v = RT_AS(List, stack)->items[k];
      rt_sb_printf(&sb, "%s%s", k ? ", " : "", rt_is_none(v) ? "mark" : rt_str_data(v));
    }
    rt_raise(RT_EXC_ValueError, "stack not empty after STOP: [%.*s]", (int)sb.len, sb.data);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

void rt_pickletools_module_init(Value m) { rt_module_add_fn(m, "dis", pt_dis); }
