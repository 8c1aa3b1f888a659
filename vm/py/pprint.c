/* pprint.c — the pprint module: pprint, pformat and pp. A value whose repr fits in what is left
 * of the line is printed as its repr (dicts with their keys sorted, unless sort_dicts=False);
 * a dict, list, tuple, set or frozenset that does not fit is broken one item per line, each
 * nested value formatted again with the room left — PrettyPrinter's layout (indent, width,
 * the allowance a closing bracket and comma take). A string too long for its line is cut
 * after whitespace into adjacent literals; other values are their repr. depth= shows the
 * containers past it as [...], compact= packs a broken list's short items on shared lines.
 * PrettyPrinter keeps those options on the instance for its pprint and pformat methods.
 * Not yet: underscore_numbers. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"
#include "../obj/ops.h"
#include "py.h"

typedef struct Pp {
  StrBuf sb;
  int64_t indent_per_level, width;
  int64_t depth; /* 0: no limit */
  bool sort_dicts, compact;
  Obj **ctx;     /* the containers being written (CPython's context): one met again inside */
  int nctx, cap; /* itself is written as <Recursion on list with id=...> */
  bool recursive;  /* a container was met inside itself (isrecursive) */
  bool unreadable; /* a repr eval() could not read back: one in <...>, or recursion (isreadable) */
} Pp;

static bool in_ctx(const Pp *pp, Value v) {
  for (int k = 0; k < pp->nctx; k++)
    if (pp->ctx[k] == v.as.o) return true;
  return false;
}

static void ctx_push(Pp *pp, Value v) {
  if (pp->nctx == pp->cap) {
    pp->cap = pp->cap ? 2 * pp->cap : 16;
    pp->ctx = rt_realloc(pp->ctx, sizeof *pp->ctx * (size_t)pp->cap);
  }
  pp->ctx[pp->nctx++] = v.as.o;
}

static void put_recursion(StrBuf *sb, Value v) {
  rt_sb_printf(sb, "<Recursion on %s with id=%llu>", rt_type_name(v), (unsigned long long)(uintptr_t)v.as.o);
}

/* The items of a set or a dict's keys in pprint's order (a new list): sorted where they
 * compare, else as they are. */
typedef struct SortJob {
  Value list;
} SortJob;

static void sort_job(void *ud) { rt_list_sort(((SortJob *)ud)->list, rt_none(), false); }

typedef struct LessJob {
  Value a, b;
  bool out;
} LessJob;

static void less_job(void *ud) {
  LessJob *j = ud;
  Value r = rt_binop(RT_OP_LT, j->a, j->b);
  int mark = rt_cleanup_push_value(&r);
  j->out = rt_truthy(r);
  rt_cleanup_pop(mark, true);
}

/* pprint's _safe_key: a < b, or for values that do not compare, by their types' names, then
 * their identities. */
static bool safe_less(Value a, Value b) {
  LessJob j = {a, b, false};
  if (!rt_pcall(less_job, &j)) return j.out;
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
  rt_error_clear();
  int c = strcmp(rt_type_name(a), rt_type_name(b));
  return c < 0 || (c == 0 && rt_is_obj(a) && rt_is_obj(b) && a.as.o < b.as.o);
}

/* Insertion sort with safe_less (stable), for items a plain sort refused. */
static void safe_sort(List *l) {
  for (int64_t i = 1; i < l->n; i++) {
    Value x = l->items[i];
    int64_t j = i;
    while (j > 0 && safe_less(x, l->items[j - 1])) {
      l->items[j] = l->items[j - 1];
      j--;
    }
    l->items[j] = x;
  }
}

static Value ordered(Value items, bool sort) {
  Value l = rt_list_new(0);
  int mark = rt_cleanup_push_value(&l);
  Value it = rt_iter(items), x;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &x)) {
    rt_list_append(l, x);
    rt_decref(x);
  }
  rt_decref(it);
  it = rt_undef();
  SortJob j = {l};
  if (sort && rt_pcall(sort_job, &j)) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
    rt_error_clear();
    safe_sort(RT_AS(List, l));
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static bool is_set(Value v) { return rt_is_type(v, &rt_set_type) || rt_is_type(v, &rt_frozenset_type); }

/* safe_repr: repr, except that dicts (at any depth inside dicts, lists and tuples) list their
 * keys sorted, and those at `depth` levels down show as {...}, [...], (...). */
static void put_repr_inner(Pp *pp, StrBuf *sb, Value v, int level);

/* CPython's pprint is Python code: nesting past the limit is its RecursionError. */
static void put_repr(Pp *pp, StrBuf *sb, Value v, int level) {
  rt_recursion_enter(" while calling a Python object");
  put_repr_inner(pp, sb, v, level);
  rt_recursion_leave();
}

static void put_repr_inner(Pp *pp, StrBuf *sb, Value v, int level) {
  bool container = (rt_is_dict(v) && rt_dict_len(v) > 0) || ((rt_is_list(v) || rt_is_tuple(v)) && rt_len(v) > 0);
  if (container && pp->depth > 0 && level >= pp->depth) {
    rt_sb_puts(sb, rt_is_dict(v) ? "{...}" : rt_is_list(v) ? "[...]" : rt_len(v) == 1 ? "(...,)" : "(...)");
    return;
  }
  if (container && in_ctx(pp, v)) {
    put_recursion(sb, v);
    pp->recursive = pp->unreadable = true;
    return;
  }
  if (container) ctx_push(pp, v);
  if (rt_is_dict(v) && rt_dict_len(v) > 0) {
    Value keys = ordered(v, pp->sort_dicts);
    int mark = rt_cleanup_push_value(&keys);
    rt_sb_putc(sb, '{');
    List *l = RT_AS(List, keys);
    for (int64_t k = 0; k < l->n; k++) {
      if (k) rt_sb_puts(sb, ", ");
      put_repr(pp, sb, l->items[k], level + 1);
      rt_sb_puts(sb, ": ");
      put_repr(pp, sb, rt_dict_get(v, l->items[k]), level + 1);
    }
    rt_sb_putc(sb, '}');
    rt_cleanup_pop(mark, true);
    pp->nctx--;
    return;
  }
  if ((rt_is_list(v) || rt_is_tuple(v)) && rt_len(v) > 0) {
    bool list = rt_is_list(v);
    int64_t n = list ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
    rt_sb_putc(sb, list ? '[' : '(');
    for (int64_t k = 0; k < n && k < (list ? RT_AS(List, v)->n : n); k++) {
      if (k) rt_sb_puts(sb, ", ");
      put_repr(pp, sb, list ? RT_AS(List, v)->items[k] : RT_AS(Tuple, v)->items[k], level + 1);
    }
    rt_sb_puts(sb, list ? "]" : n == 1 ? ",)" : ")");
    pp->nctx--;
    return;
  }
  size_t at = sb->len;
  rt_sb_repr(sb, v);
  bool scalar = rt_is_str(v) || rt_is_type(v, &rt_bytes_type) || rt_is_type(v, &rt_bytearray_type) ||
                v.tag == RT_INT || v.tag == RT_BOOL || v.tag == RT_FLOAT || rt_is_none(v) || rt_is_bigint(v) ||
                rt_is_type(v, &rt_complex_type);
  if (!scalar && (sb->len == at || sb->data[at] == '<')) pp->unreadable = true;
}

/* The number of characters of the UTF-8 text p[0..n). */
static int64_t width_of(const char *p, size_t n) {
  int64_t w = 0;
  for (size_t k = 0; k < n; k++) w += ((unsigned char)p[k] & 0xC0) != 0x80;
  return w;
}

static void format_value(Pp *pp, Value v, int64_t indent, int64_t allowance, int level);

static void put_indent(Pp *pp, int64_t indent) {
  for (int64_t s = 0; s < indent; s++) rt_sb_putc(&pp->sb, ' ');
}

/* compact: the item's repr goes on the current line when it fits in *width (a new line at
 * indent resets it to max_width); true when it was written. */
static bool compact_item(Pp *pp, Value item, int level, int64_t indent, int64_t max_width, int64_t *width,
                         bool *delim, bool *newline) {
  StrBuf rep;
  rt_sb_init(&rep);
  int mark = rt_sb_cleanup_push(&rep);
  put_repr(pp, &rep, item, level);
  int64_t w = width_of(rep.data ? rep.data : "", rep.len) + 2;
  if (*width < w) {
    *width = max_width;
    if (*delim) *newline = true;
  }
  bool fits = *width >= w;
  if (fits) {
    *width -= w;
    if (*delim) rt_sb_puts(&pp->sb, *newline ? ",\n" : ", ");
    if (*delim && *newline) put_indent(pp, indent);
    rt_sb_putn(&pp->sb, rep.data ? rep.data : "", rep.len);
    *delim = true;
    *newline = false;
  }
  rt_cleanup_pop(mark, true);
  return fits;
}

/* _format_items: one item a line after the opening bracket, at indent + indent_per_level;
 * compact packs the items whose reprs fit onto shared lines. */
static void format_items(Pp *pp, const Value *items, int64_t n, int64_t indent, int64_t allowance, int level) {
  indent += pp->indent_per_level;
  for (int64_t k = 1; k < pp->indent_per_level; k++) rt_sb_putc(&pp->sb, ' ');
  int64_t max_width = pp->width - indent + 1, width = max_width;
  bool delim = false, newline = false;
  for (int64_t k = 0; k < n; k++) {
    bool last = k == n - 1;
    if (last) max_width -= allowance, width -= allowance;
    if (pp->compact && compact_item(pp, items[k], level, indent, max_width, &width, &delim, &newline)) continue;
    if (delim) {
      rt_sb_puts(&pp->sb, ",\n");
      put_indent(pp, indent);
    }
    delim = true;
    newline = true;
    format_value(pp, items[k], indent, last ? allowance : 1, level + 1);
  }
}

/* _format_dict_items: `key: value` a line, the value indented past its key. */
static void format_dict(Pp *pp, Value d, int64_t indent, int64_t allowance, int level) {
  Value keys = ordered(d, pp->sort_dicts);
  int mark = rt_cleanup_push_value(&keys);
  List *l = RT_AS(List, keys);
  rt_sb_putc(&pp->sb, '{');
  for (int64_t k = 1; k < pp->indent_per_level; k++) rt_sb_putc(&pp->sb, ' ');
  indent += pp->indent_per_level;
  for (int64_t k = 0; k < l->n; k++) {
    if (k) {
      rt_sb_puts(&pp->sb, ",\n");
      for (int64_t s = 0; s < indent; s++) rt_sb_putc(&pp->sb, ' ');
    }
    size_t before = pp->sb.len;
    put_repr(pp, &pp->sb, l->items[k], level);
    int64_t keylen = width_of(pp->sb.data + before, pp->sb.len - before);
    rt_sb_puts(&pp->sb, ": ");
    format_value(pp, rt_dict_get(d, l->items[k]), indent + keylen + 2, k == l->n - 1 ? allowance + 1 : 1,
                 level + 1);
  }
  rt_sb_putc(&pp->sb, '}');
  rt_cleanup_pop(mark, true);
}

/* The width of repr(text[0..n)) (text: UTF-8 bytes). */
static int64_t repr_width(const char *text, size_t n, Value *out) {
  Value s = rt_str_new(text, n);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_repr(s);
  rt_cleanup_pop(mark, true);
  *out = r;
  return RT_AS(Str, r)->nchars;
}

static void add_chunk(Value chunks, Value rep) {
  rt_list_append(chunks, rep);
  rt_decref(rep);
}

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* One line of a long string, cut after runs of whitespace into chunks whose reprs fit. */
static void split_line(Value chunks, const char *p, size_t n, int64_t max_width, int64_t last_allowance) {
  size_t cur = 0, end = 0; /* the current chunk is p[cur..end) */
  Value rep;
  while (end < n) {
    size_t part = end;
    while (part < n && !is_ws(p[part])) part++;
    while (part < n && is_ws(p[part])) part++;
    int64_t limit = part == n ? max_width - last_allowance : max_width;
    if (repr_width(p + cur, part - cur, &rep) > limit && end > cur) {
      rt_decref(rep);
      add_chunk(chunks, (repr_width(p + cur, end - cur, &rep), rep));
      cur = end;
    } else {
      rt_decref(rep);
    }
    end = part;
  }
  if (end > cur) add_chunk(chunks, (repr_width(p + cur, end - cur, &rep), rep));
}

/* _pprint_str: a string too long for its line, as adjacent literals one a line (in
 * parentheses at the top level). */
static void format_str(Pp *pp, Value s, int64_t indent, int64_t allowance, int level) {
  if (level == 1) indent++, allowance++;
  Value chunks = rt_list_new(0);
  int mark = rt_cleanup_push_value(&chunks);
  const char *d = rt_str_data(s);
  size_t n = (size_t)RT_AS(Str, s)->nbytes, start = 0;
  while (start < n) {
    size_t e = start;
    while (e < n && d[e] != '\n' && d[e] != '\r') e++;
    if (e < n) e += d[e] == '\r' && e + 1 < n && d[e + 1] == '\n' ? 2 : 1;
    bool last = e == n;
    Value rep;
    if (repr_width(d + start, e - start, &rep) <= pp->width - indent - (last ? allowance : 0)) {
      add_chunk(chunks, rep);
    } else {
      rt_decref(rep);
      split_line(chunks, d + start, e - start, pp->width - indent, last ? allowance : 0);
    }
    start = e;
  }
  List *l = RT_AS(List, chunks);
  if (l->n == 1) {
    rt_sb_repr(&pp->sb, s);
  } else {
    if (level == 1) rt_sb_putc(&pp->sb, '(');
    for (int64_t k = 0; k < l->n; k++) {
      if (k) {
        rt_sb_putc(&pp->sb, '\n');
        for (int64_t sp = 0; sp < indent; sp++) rt_sb_putc(&pp->sb, ' ');
      }
      rt_sb_putn(&pp->sb, rt_str_data(l->items[k]), (size_t)RT_AS(Str, l->items[k])->nbytes);
    }
    if (level == 1) rt_sb_putc(&pp->sb, ')');
  }
  rt_cleanup_pop(mark, true);
}

static void format_value(Pp *pp, Value v, int64_t indent, int64_t allowance, int level) {
  if ((rt_is_dict(v) || rt_is_list(v) || rt_is_tuple(v)) && in_ctx(pp, v)) {
    put_recursion(&pp->sb, v);
    return;
  }
  StrBuf rep;
  rt_sb_init(&rep);
  int mark = rt_sb_cleanup_push(&rep);
  put_repr(pp, &rep, v, level - 1);
  bool fits = width_of(rep.data ? rep.data : "", rep.len) <= pp->width - indent - allowance;
  bool breakable = (rt_is_dict(v) || rt_is_list(v) || rt_is_tuple(v) || is_set(v) || rt_is_str(v)) && rt_len(v) > 0;
  if (fits || !breakable) {
    rt_sb_putn(&pp->sb, rep.data ? rep.data : "", rep.len);
    rt_cleanup_pop(mark, true);
    return;
  }
  rt_cleanup_pop(mark, true);
  rt_recursion_enter(" while calling a Python object");
  ctx_push(pp, v);
  if (rt_is_str(v)) {
    format_str(pp, v, indent, allowance, level);
  } else if (rt_is_dict(v)) {
    format_dict(pp, v, indent, allowance, level);
  } else if (rt_is_list(v)) {
    Value copy = rt_list_from(RT_AS(List, v)->n, RT_AS(List, v)->items);
    int m = rt_cleanup_push_value(&copy);
    rt_sb_putc(&pp->sb, '[');
    format_items(pp, RT_AS(List, copy)->items, RT_AS(List, copy)->n, indent, allowance + 1, level);
    rt_sb_putc(&pp->sb, ']');
    rt_cleanup_pop(m, true);
  } else if (rt_is_tuple(v)) {
    Tuple *t = RT_AS(Tuple, v);
    const char *end = t->n == 1 ? ",)" : ")";
    rt_sb_putc(&pp->sb, '(');
    format_items(pp, t->items, t->n, indent, allowance + (int64_t)strlen(end), level);
    rt_sb_puts(&pp->sb, end);
  } else {
    bool frozen = rt_is_type(v, &rt_frozenset_type);
    Value items = ordered(v, true);
    int m = rt_cleanup_push_value(&items);
    const char *end = frozen ? "})" : "}";
    rt_sb_puts(&pp->sb, frozen ? "frozenset({" : "{");
    int64_t at = frozen ? indent + 10 : indent;
    format_items(pp, RT_AS(List, items)->items, RT_AS(List, items)->n, at, allowance + (int64_t)strlen(end), level);
    rt_sb_puts(&pp->sb, end);
    rt_cleanup_pop(m, true);
  }
  pp->nctx--;
  rt_recursion_leave();
}

static void pp_free(void *p) {
  rt_sb_free(&((Pp *)p)->sb);
  free(((Pp *)p)->ctx);
}

/* The text of obj (a new str); indent and width RT_UNDEF for the defaults. */
static Value pformat_value(Value obj, Value indent, Value width, Value depth, Value compact, bool sort_dicts) {
  Pp pp = {0};
  rt_sb_init(&pp.sb);
  int mark = rt_cleanup_push(pp_free, &pp);
  pp.indent_per_level = rt_is_undef(indent) ? 1 : rt_to_index(indent, "indent");
  pp.width = rt_is_undef(width) ? 80 : rt_to_index(width, "width");
  pp.depth = rt_is_undef(depth) || rt_is_none(depth) ? 0 : rt_to_index(depth, "depth");
  pp.compact = !rt_is_undef(compact) && rt_truthy(compact);
  pp.sort_dicts = sort_dicts;
  if (pp.indent_per_level < 0) rt_raise(RT_EXC_ValueError, "indent must be >= 0");
  if (!rt_is_undef(depth) && !rt_is_none(depth) && pp.depth <= 0) rt_raise(RT_EXC_ValueError, "depth must be > 0");
  if (pp.width <= 0) rt_raise(RT_EXC_ValueError, "width must be != 0");
  format_value(&pp, obj, 0, 0, 1);
  Value s = rt_str_new(pp.sb.data ? pp.sb.data : "", pp.sb.len);
  rt_cleanup_pop(mark, true);
  return s;
}

/* saferepr, isrecursive, isreadable: the one-line repr with dicts' keys sorted, and what
 * writing it met. which: 0 the text, 1 isrecursive, 2 isreadable. */
static Value safe_repr_of(const char *fname, int argc, const Value *argv, const Kwargs *kw, int which) {
  static const char *const names[] = {"object"};
  Value obj;
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, &obj);
  Pp pp = {0};
  rt_sb_init(&pp.sb);
  int mark = rt_cleanup_push(pp_free, &pp);
  pp.sort_dicts = true;
  put_repr(&pp, &pp.sb, obj, 0);
  Value out = which == 1 ? rt_bool(pp.recursive) : which == 2 ? rt_bool(!pp.unreadable)
                                                              : rt_str_new(pp.sb.data ? pp.sb.data : "", pp.sb.len);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value p_saferepr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return safe_repr_of("saferepr", argc, argv, kw, 0);
}

static Value p_isrecursive(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return safe_repr_of("isrecursive", argc, argv, kw, 1);
}

static Value p_isreadable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return safe_repr_of("isreadable", argc, argv, kw, 2);
}

/* pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
 * sort_dicts=True, underscore_numbers=False), and pp (sort_dicts=False). */
static const char *const print_names[] = {"object", "stream", "indent", "width", "depth", "compact", "sort_dicts",
                                          "underscore_numbers"};

/* text and a newline to stream (RT_UNDEF or None: sys.stdout, or what redirect_stdout put there). */
static void write_line(Value text, Value stream) {
  Value w = rt_undef(), nl = rt_undef(), line = rt_undef();
  int mark = rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&nl);
  rt_cleanup_push_value(&line);
  if (rt_is_undef(stream) || rt_is_none(stream)) stream = py_sys_stream_override(1);
  if (rt_is_undef(stream)) {
    rt_stdout_write(rt_str_data(text), (size_t)RT_AS(Str, text)->nbytes);
    rt_stdout_write("\n", 1);
  } else {
    w = rt_getattr(stream, "write");
    nl = rt_str_from_c("\n");
    line = rt_binop(RT_OP_ADD, text, nl);
    Value r = rt_call(w, 1, &line, NULL);
    rt_decref(r);
  }
  rt_cleanup_pop(mark, true);
}

static Value print_it(const char *fname, int argc, const Value *argv, const Kwargs *kw, bool sort_default) {
  Value a[8];
  py_parse_pyargs(fname, argc, argv, kw, 8, print_names, 1, a);
  bool sort = rt_is_undef(a[6]) ? sort_default : rt_truthy(a[6]);
  Value text = pformat_value(a[0], a[2], a[3], a[4], a[5], sort);
  int mark = rt_cleanup_push_value(&text);
  write_line(text, a[1]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value p_pprint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return print_it("pprint", argc, argv, kw, true);
}

static Value p_pp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return print_it("pp", argc, argv, kw, false);
}

static const char *const format_names[] = {"object", "indent", "width", "depth", "compact", "sort_dicts",
                                           "underscore_numbers"};

static Value p_pformat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[7];
  py_parse_pyargs("pformat", argc, argv, kw, 7, format_names, 1, a);
  return pformat_value(a[0], a[1], a[2], a[3], a[4], rt_is_undef(a[5]) || rt_truthy(a[5]));
}

/* ---- PrettyPrinter(indent=1, width=80, depth=None, stream=None, *, compact=False,
 * sort_dicts=True, underscore_numbers=False): the options as instance attributes ---- */

static const char *const pp_names[] = {"indent", "width", "depth", "stream", "compact", "sort_dicts",
                                       "underscore_numbers"};
static const char *const pp_attrs[] = {"_indent_per_level", "_width", "_depth", "_stream", "_compact", "_sort_dicts",
                                       "_underscore_numbers"};

static Value pp_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "__init__() missing 1 required positional argument: 'self'");
  Value a[7];
  py_parse_method_args("__init__", argv[0], argc - 1, argv + 1, kw, 7, pp_names, 0, a);
  Value defaults[7] = {rt_int(1), rt_int(80), rt_none(), rt_none(), rt_bool(false), rt_bool(true), rt_bool(false)};
  for (int k = 0; k < 7; k++) {
    if (rt_is_undef(a[k])) a[k] = defaults[k];
  }
  Value probe = pformat_value(rt_none(), a[0], a[1], a[2], a[4], true); /* CPython's checks, in order */
  rt_decref(probe);
  for (int k = 0; k < 7; k++) rt_setattr(argv[0], pp_attrs[k], a[k]);
  return rt_none();
}

/* The instance's option k (a new reference). */
static Value pp_opt(Value self, int k) { return rt_getattr(self, pp_attrs[k]); }

static Value pp_format_with(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"object"};
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'self'", fname);
  Value obj;
  py_parse_method_args(fname, argv[0], argc - 1, argv + 1, kw, 1, names, 1, &obj);
  Value o[6] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&o[0]);
  for (int k = 1; k < 6; k++) rt_cleanup_push_value(&o[k]);
  for (int k = 0; k < 6; k++) o[k] = pp_opt(argv[0], k);
  Value text = pformat_value(obj, o[0], o[1], o[2], o[4], rt_truthy(o[5]));
  rt_cleanup_pop(mark, true);
  return text;
}

static Value pp_pformat(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return pp_format_with("pformat", argc, argv, kw);
}

static Value pp_pprint(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value text = pp_format_with("pprint", argc, argv, kw), stream = rt_undef();
  int mark = rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&stream);
  stream = pp_opt(argv[0], 3);
  write_line(text, stream);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value pretty_printer_class(void) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("PrettyPrinter", bases);
  rt_decref(bases);
  static const struct {
    const char *name, *qual;
    NativeFn fn;
  } ms[] = {{"__init__", "PrettyPrinter.__init__", pp_init},
            {"pformat", "PrettyPrinter.pformat", pp_pformat},
            {"pprint", "PrettyPrinter.pprint", pp_pprint}};
  for (size_t k = 0; k < sizeof ms / sizeof *ms; k++) {
    rt_class_set(RT_AS(ClassObj, cls), ms[k].name, rt_native_method_new(ms[k].name, ms[k].qual, ms[k].fn, rt_none()));
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("pprint"));
  rt_class_finish(cls, rt_none());
  return cls;
}

void rt_pprint_module_init(Value m) {
  rt_module_set(m, "PrettyPrinter", pretty_printer_class());
  rt_module_add_fn(m, "pprint", p_pprint);
  rt_module_add_fn(m, "pp", p_pp);
  rt_module_add_fn(m, "pformat", p_pformat);
  rt_module_add_fn(m, "saferepr", p_saferepr);
  rt_module_add_fn(m, "isrecursive", p_isrecursive);
  rt_module_add_fn(m, "isreadable", p_isreadable);
}
