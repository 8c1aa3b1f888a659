/* textwrap.c — the textwrap module: wrap, fill and shorten (TextWrapper's algorithm with its
 * options width, initial_indent, subsequent_indent, expand_tabs, tabsize, replace_whitespace,
 * drop_whitespace, break_long_words, break_on_hyphens, fix_sentence_endings, max_lines,
 * placeholder), dedent and
 * indent. Text is cut into chunks — runs of whitespace and words, a hyphenated word after each
 * hyphen that has two letters before it and a letter after (as TextWrapper's wordsep_re) —
 * then chunks fill lines up to the width; a word longer than a line is broken (at a hyphen
 * when it can). Works on code points, so widths count characters. TextWrapper keeps the
 * options as instance attributes (changed freely) for its wrap and fill. Not yet: TextWrapper's
 * other methods (_split, _wrap_chunks ...), the em-dash rule of wordsep_re. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

typedef struct Text {
  uint32_t *cp;
  int64_t n, cap;
} Text;

static void text_put(Text *t, uint32_t c) {
  if (t->n == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 64;
    t->cp = rt_realloc(t->cp, sizeof(uint32_t) * (size_t)t->cap);
  }
  t->cp[t->n++] = c;
}

static void text_from(Text *t, Value s) {
  const char *p = rt_str_data(s), *end = p + RT_AS(Str, s)->nbytes;
  while (p < end) {
    int len;
    text_put(t, rt_utf8_decode(p, &len));
    p += len;
  }
}

/* obj.name(*argv) (a new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool is_space(uint32_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool is_letter(uint32_t c) { /* [^\d\W]: ASCII letters, '_', and any non-ASCII letter */
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0xC0;
}

typedef struct Opts {
  int64_t width, tabsize, max_lines; /* max_lines -1: none */
  Value initial, subsequent, placeholder; /* str */
  bool expand_tabs, replace_ws, drop_ws, break_long, break_hyphens;
} Opts;

typedef struct Chunk {
  const uint32_t *p;
  int64_t n;
} Chunk;

static bool blank(Chunk c) {
  for (int64_t k = 0; k < c.n; k++)
    if (!is_space(c.p[k])) return false;
  return true;
}

/* Where the word starting at i ends: at whitespace, or just after a hyphen that splits it. */
static int64_t word_end(const uint32_t *s, int64_t n, int64_t i, bool hyphens) {
  int64_t k = i;
  while (k < n && !is_space(s[k])) {
    if (hyphens && s[k] == '-' && k > i) {
      bool before = (k - i >= 2 && is_letter(s[k - 1]) && is_letter(s[k - 2])) ||
                    (k - i >= 3 && is_letter(s[k - 1]) && s[k - 2] == '-' && is_letter(s[k - 3]));
      int64_t a = k + 1;
      bool after = a < n && is_letter(s[a]) &&
                   ((a + 1 < n && is_letter(s[a + 1])) || (a + 2 < n && s[a + 1] == '-' && is_letter(s[a + 2])));
      if (before && after) return k + 1;
    }
    k++;
  }
  return k;
}

/* The chunks of s[0..n), in order (an rt_malloc'd array; *count its length). */
static Chunk *split_chunks(const uint32_t *s, int64_t n, bool hyphens, int64_t *count) {
  Chunk *out = rt_malloc(sizeof(Chunk) * (size_t)(n + 1));
  int64_t m = 0;
  for (int64_t i = 0; i < n;) {
    int64_t e = i;
    if (is_space(s[i]))
      while (e < n && is_space(s[e])) e++;
    else
      e = word_end(s, n, i, hyphens);
    out[m].p = s + i;
    out[m++].n = e - i;
    i = e;
  }
  *count = m;
  return out;
}

typedef struct Wrap {
  const Opts *o;
  Chunk *chunks; /* chunks[next..count) are left */
  int64_t next, count;
  Value lines;   /* the list of str being built */
  Chunk *line;   /* the chunks of the current line */
  int64_t nline;
} Wrap;

static int64_t line_len(const Wrap *w) {
  int64_t len = 0;
  for (int64_t k = 0; k < w->nline; k++) len += w->line[k].n;
  return len;
}

static void emit(Wrap *w, Value indent, const Chunk *extra) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, rt_str_data(indent), (size_t)RT_AS(Str, indent)->nbytes);
  for (int64_t k = 0; k < w->nline; k++)
    for (int64_t j = 0; j < w->line[k].n; j++) rt_utf8_encode(&sb, w->line[k].p[j]);
  if (extra) rt_sb_putn(&sb, rt_str_data(w->o->placeholder), (size_t)RT_AS(Str, w->o->placeholder)->nbytes);
  rt_cleanup_pop(mark, false);
  Value s = rt_sb_to_str(&sb);
  rt_list_append(w->lines, s);
  rt_decref(s);
}

/* _handle_long_word: the next chunk is longer than the line; take what fits of it. */
static void long_word(Wrap *w, int64_t width) {
  Chunk *c = &w->chunks[w->next];
  int64_t left = width < 1 ? 1 : width - line_len(w);
  if (w->o->break_long) {
    int64_t end = left;
    if (w->o->break_hyphens && c->n > left) {
      int64_t hy = -1;
      for (int64_t k = 0; k < left && k < c->n; k++)
        if (c->p[k] == '-') hy = k;
      bool other = false;
      for (int64_t k = 0; k < hy; k++) other = other || c->p[k] != '-';
      if (hy > 0 && other) end = hy + 1;
    }
    if (end > c->n) end = c->n;
    w->line[w->nline].p = c->p;
    w->line[w->nline++].n = end;
    c->p += end;
    c->n -= end;
    if (c->n == 0) w->next++;
  } else if (w->nline == 0) {
    w->line[w->nline++] = *c;
    w->next++;
  }
}

static int64_t str_len(Value s) { return RT_AS(Str, s)->nchars; }

/* The max_lines ending: the placeholder after what fits of this line, or on the line before. */
static void placeholder_end(Wrap *w, Value indent, int64_t width) {
  int64_t plen = str_len(w->o->placeholder);
  while (w->nline > 0) {
    int64_t cur = line_len(w);
    if (!blank(w->line[w->nline - 1]) && cur + plen <= width) {
      emit(w, indent, w->line);
      return;
    }
    w->nline--;
  }
  List *l = RT_AS(List, w->lines);
  if (l->n > 0) {
    Value prev = l->items[l->n - 1];
    Value stripped = call_method(prev, "rstrip", 0, NULL);
    int mark = rt_cleanup_push_value(&stripped);
    if (str_len(stripped) + plen <= w->o->width) {
      Value joined = rt_binop(RT_OP_ADD, stripped, w->o->placeholder);
      rt_decref(l->items[l->n - 1]);
      l->items[l->n - 1] = joined;
      rt_cleanup_pop(mark, true);
      return;
    }
    rt_cleanup_pop(mark, true);
  }
  Value lstripped = call_method(w->o->placeholder, "lstrip", 0, NULL);
  int mark = rt_cleanup_push_value(&lstripped);
  Value line = rt_binop(RT_OP_ADD, indent, lstripped);
  rt_list_append(w->lines, line);
  rt_decref(line);
  rt_cleanup_pop(mark, true);
}

/* _wrap_chunks */
static void wrap_chunks(Wrap *w) {
  const Opts *o = w->o;
  while (w->next < w->count) {
    bool first = RT_AS(List, w->lines)->n == 0;
    Value indent = first ? o->initial : o->subsequent;
    int64_t width = o->width - str_len(indent);
    if (o->drop_ws && !first && blank(w->chunks[w->next])) w->next++;
    w->nline = 0;
    int64_t cur = 0;
    while (w->next < w->count && cur + w->chunks[w->next].n <= width) {
      cur += w->chunks[w->next].n;
      w->line[w->nline++] = w->chunks[w->next++];
    }
    if (w->next < w->count && w->chunks[w->next].n > width) long_word(w, width);
    cur = line_len(w);
    if (o->drop_ws && w->nline && blank(w->line[w->nline - 1])) cur -= w->line[--w->nline].n;
    if (!w->nline) continue;
    int64_t nlines = RT_AS(List, w->lines)->n;
    bool rest_blank = w->next >= w->count || (o->drop_ws && w->next == w->count - 1 && blank(w->chunks[w->next]));
    if (o->max_lines < 0 || nlines + 1 < o->max_lines || (rest_blank && cur <= width)) {
      emit(w, indent, NULL);
      continue;
    }
    placeholder_end(w, indent, width);
    return;
  }
}

/* fix_sentence_endings: one space after a chunk ending in a lowercase letter, [.!?] and an
 * optional quote becomes two. */
static void fix_sentence_endings(Chunk *c, int64_t n) {
  static const uint32_t two[2] = {' ', ' '};
  for (int64_t i = 0; i + 1 < n; i++) {
    if (c[i + 1].n != 1 || c[i + 1].p[0] != ' ') continue;
    const uint32_t *p = c[i].p;
    int64_t k = c[i].n;
    if (k && (p[k - 1] == '"' || p[k - 1] == '\'')) k--;
    if (k >= 2 && (p[k - 1] == '.' || p[k - 1] == '!' || p[k - 1] == '?') && p[k - 2] >= 'a' && p[k - 2] <= 'z') {
      c[i + 1].p = two;
      c[i + 1].n = 2;
      i++;
    }
  }
}

static const char *const names[] = {"text", "width", "initial_indent", "subsequent_indent", "expand_tabs",
                                    "replace_whitespace", "fix_sentence_endings", "break_long_words",
                                    "drop_whitespace", "break_on_hyphens", "tabsize", "max_lines", "placeholder"};
enum { A_TEXT, A_WIDTH, A_INIT, A_SUB, A_EXPAND, A_REPLACE, A_FIX, A_BREAK_LONG, A_DROP, A_HYPHENS, A_TABSIZE,
       A_MAX_LINES, A_PLACEHOLDER, A_COUNT };

static bool flag(Value v, bool dflt) { return rt_is_undef(v) ? dflt : rt_truthy(v); }

static Value str_or(Value v, const char *dflt, const char *what) {
  if (rt_is_undef(v)) return rt_str_from_c(dflt);
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "%s must be str, not %s", what, rt_type_name(v));
  return (rt_incref(v), v);
}

typedef struct Job {
  Opts o;
  Text text;
  Chunk *chunks, *line;
  Value lines;
} Job;

static void job_free(void *p) {
  Job *j = p;
  rt_decref(j->o.initial);
  rt_decref(j->o.subsequent);
  rt_decref(j->o.placeholder);
  free(j->text.cp);
  free(j->chunks);
  free(j->line);
}

/* wrap(text, width=70, **kwargs) as a list of lines (a new reference). */
static Value do_wrap(const char *fname, int argc, const Value *argv, const Kwargs *kw, int64_t dflt_max_lines,
                     const char *dflt_placeholder, Value *opt_out) {
  Value a[A_COUNT];
  py_parse_pyargs(fname, argc, argv, kw, A_COUNT, names, 1, a);
  if (opt_out) memcpy(opt_out, a, sizeof a);
  Job j;
  memset(&j, 0, sizeof j);
  j.o.initial = j.o.subsequent = j.o.placeholder = rt_none();
  j.lines = rt_undef();
  int mark = rt_cleanup_push(job_free, &j);
  rt_cleanup_push_value(&j.lines);
  Opts *o = &j.o;
  o->width = rt_is_undef(a[A_WIDTH]) ? 70 : rt_to_index(a[A_WIDTH], "width");
  o->tabsize = rt_is_undef(a[A_TABSIZE]) ? 8 : rt_to_index(a[A_TABSIZE], "tabsize");
  o->max_lines = rt_is_undef(a[A_MAX_LINES]) || rt_is_none(a[A_MAX_LINES]) ? dflt_max_lines : rt_to_index(a[A_MAX_LINES], "max_lines");
  o->initial = str_or(a[A_INIT], "", "initial_indent");
  o->subsequent = str_or(a[A_SUB], "", "subsequent_indent");
  o->placeholder = str_or(a[A_PLACEHOLDER], dflt_placeholder, "placeholder");
  o->expand_tabs = flag(a[A_EXPAND], true);
  o->replace_ws = flag(a[A_REPLACE], true);
  o->drop_ws = flag(a[A_DROP], true);
  o->break_long = flag(a[A_BREAK_LONG], true);
  o->break_hyphens = flag(a[A_HYPHENS], true);
  if (!rt_is_str(a[A_TEXT])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'expandtabs'", rt_type_name(a[A_TEXT]));
  if (o->width <= 0) rt_raise(RT_EXC_ValueError, "invalid width %lld (must be > 0)", (long long)o->width);
  if (o->max_lines >= 0) {
    Value indent = o->max_lines > 1 ? o->subsequent : o->initial;
    Value ph = call_method(o->placeholder, "lstrip", 0, NULL);
    int64_t plen = str_len(ph);
    rt_decref(ph);
    if (str_len(indent) + plen > o->width) rt_raise(RT_EXC_ValueError, "placeholder too large for max width");
  }
  Value src = a[A_TEXT];
  if (o->expand_tabs) {
    Value ts = rt_int(o->tabsize);
    src = call_method(src, "expandtabs", 1, &ts);
    rt_cleanup_push_value(&src);
  }
  text_from(&j.text, src);
  if (o->replace_ws)
    for (int64_t k = 0; k < j.text.n; k++)
      if (is_space(j.text.cp[k])) j.text.cp[k] = ' ';
  int64_t count;
  j.chunks = split_chunks(j.text.cp, j.text.n, o->break_hyphens, &count);
  if (flag(a[A_FIX], false)) fix_sentence_endings(j.chunks, count);
  j.line = rt_malloc(sizeof(Chunk) * (size_t)(count + 2));
  j.lines = rt_list_new(0);
  Wrap w = {o, j.chunks, 0, count, j.lines, j.line, 0};
  wrap_chunks(&w);
  Value out = j.lines;
  j.lines = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

static Value t_wrap(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return do_wrap("wrap", argc, argv, kw, -1, " [...]", NULL);
}

static Value join_lines(Value lines) {
  Value nl = rt_str_from_c("\n");
  int mark = rt_cleanup_push_value(&nl);
  rt_cleanup_push_value(&lines);
  Value f = rt_getattr(nl, "join");
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, 1, &lines, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value t_fill(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return join_lines(do_wrap("fill", argc, argv, kw, -1, " [...]", NULL));
}

/* shorten(text, width, **kwargs): the whitespace collapsed, then one line with the placeholder. */
static Value t_shorten(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1 || !rt_is_str(argv[0])) {
    Value a[A_COUNT];
    py_parse_pyargs("shorten", argc, argv, kw, 2, names, 2, a);
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'strip'", rt_type_name(a[0]));
  }
  if (argc < 2) {
    bool named = false;
    for (int k = 0; kw && k < kw->n; k++) named = named || strcmp(kw->names[k], "width") == 0;
    if (!named) rt_raise(RT_EXC_TypeError, "shorten() missing 1 required positional argument: 'width'");
  }
  Value words = call_method(argv[0], "split", 0, NULL);
  int mark = rt_cleanup_push_value(&words);
  Value sp = rt_str_from_c(" ");
  rt_cleanup_push_value(&sp);
  Value join = rt_getattr(sp, "join");
  rt_cleanup_push_value(&join);
  Value collapsed = rt_call(join, 1, &words, NULL);
  rt_cleanup_push_value(&collapsed);
  Value args[2] = {collapsed, argc > 1 ? argv[1] : rt_undef()};
  Value lines = do_wrap("shorten", argc > 1 ? 2 : 1, args, kw, 1, " [...]", NULL);
  rt_cleanup_pop(mark, true);
  return join_lines(lines);
}

/* The number of leading spaces and tabs of line p[0..n) (the rest of the line blank: -1). */
static int64_t margin_of(const char *p, int64_t n) {
  int64_t k = 0;
  while (k < n && (p[k] == ' ' || p[k] == '\t')) k++;
  return k == n ? -1 : k;
}

/* dedent: whitespace-only lines emptied, then the longest common run of leading whitespace
 * taken off every line. */
static Value t_dedent(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const dn[] = {"text"};
  Value a[1];
  py_parse_pyargs("dedent", argc, argv, kw, 1, dn, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(a[0]));
  const char *s = rt_str_data(a[0]);
  int64_t n = RT_AS(Str, a[0])->nbytes;
  const char *margin = NULL;
  int64_t mlen = 0;
  for (int64_t i = 0; i < n;) {
    int64_t e = i;
    while (e < n && s[e] != '\n') e++;
    int64_t m = margin_of(s + i, e - i);
    if (m >= 0) {
      if (!margin) {
        margin = s + i;
        mlen = m;
      } else {
        int64_t c = 0;
        while (c < mlen && c < m && margin[c] == s[i + c]) c++;
        mlen = c;
      }
    }
    i = e + 1;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  for (int64_t i = 0; i < n;) {
    int64_t e = i;
    while (e < n && s[e] != '\n') e++;
    if (margin_of(s + i, e - i) >= 0) rt_sb_putn(&sb, s + i + mlen, (size_t)(e - i - mlen));
    if (e < n) rt_sb_putc(&sb, '\n');
    i = e + 1;
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* indent(text, prefix, predicate=None): prefix added to the lines the predicate accepts (by
 * default those with something besides whitespace). */
static Value t_indent(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const in[] = {"text", "prefix", "predicate"};
  Value a[3];
  py_parse_pyargs("indent", argc, argv, kw, 3, in, 2, a);
  Value lines = call_method(a[0], "splitlines", 1, (Value[]){rt_bool(true)});
  int mark = rt_cleanup_push_value(&lines);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  List *l = RT_AS(List, lines);
  for (int64_t k = 0; k < l->n; k++) {
    Value line = l->items[k];
    bool add;
    if (rt_is_undef(a[2]) || rt_is_none(a[2])) {
      add = false;
      const char *p = rt_str_data(line);
      for (int64_t c = 0; c < RT_AS(Str, line)->nbytes && !add; c++) add = !is_space((unsigned char)p[c]);
    } else {
      Value r = rt_call(a[2], 1, &line, NULL);
      add = rt_truthy(r);
      rt_decref(r);
    }
    if (add) rt_sb_putn(&sb, rt_str_data(a[1]), (size_t)RT_AS(Str, a[1])->nbytes);
    rt_sb_putn(&sb, rt_str_data(line), (size_t)RT_AS(Str, line)->nbytes);
  }
  Value out = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- TextWrapper: the options as attributes, wrap and fill with them ---- */

#define OPT_FIRST A_WIDTH
#define OPT_COUNT (A_COUNT - A_WIDTH)

/* __init__(self, width=70, initial_indent='', ..., max_lines=None, placeholder=' [...]') */
static Value tw_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "__init__() missing 1 required positional argument: 'self'");
  Value a[OPT_COUNT];
  py_parse_pyargs("TextWrapper", argc - 1, argv + 1, kw, OPT_COUNT, names + OPT_FIRST, 0, a);
  static const char *const dflt_str[] = {[A_INIT] = "", [A_SUB] = "", [A_PLACEHOLDER] = " [...]"};
  for (int k = 0; k < OPT_COUNT; k++) {
    int opt = k + OPT_FIRST;
    Value v = a[k];
    if (rt_is_undef(v)) {
      switch (opt) {
        case A_WIDTH: v = rt_int(70); break;
        case A_TABSIZE: v = rt_int(8); break;
        case A_MAX_LINES: v = rt_none(); break;
        case A_INIT: case A_SUB: case A_PLACEHOLDER: v = rt_str_from_c(dflt_str[opt]); break;
        default: v = rt_bool(opt != A_FIX); break;
      }
    } else {
      rt_incref(v);
    }
    int mark = rt_cleanup_push_value(&v);
    rt_setattr(argv[0], names[opt], v);
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

/* wrap(self, text) with the instance's options (a list of lines). */
static Value tw_lines(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  if (argc != 2 || (kw && kw->n)) {
    rt_raise(RT_EXC_TypeError, "TextWrapper.%s() takes 2 positional arguments but %d were given", fname, argc);
  }
  Value vals[OPT_COUNT];
  Value held = rt_list_new(OPT_COUNT); /* keeps the option values alive (vals borrows them) */
  int mark = rt_cleanup_push_value(&held);
  for (int k = 0; k < OPT_COUNT; k++) {
    Value v = rt_getattr(argv[0], names[k + OPT_FIRST]);
    rt_list_append(held, v);
    rt_decref(v);
    vals[k] = v;
  }
  Kwargs okw = {OPT_COUNT, names + OPT_FIRST, vals};
  Value r = do_wrap(fname, 1, argv + 1, &okw, -1, " [...]", NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value tw_wrap(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return tw_lines("wrap", argc, argv, kw);
}

static Value tw_fill(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return join_lines(tw_lines("fill", argc, argv, kw));
}

static Value make_textwrapper(void) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  static const struct {
    const char *name;
    NativeFn fn;
  } ms[] = {{"__init__", tw_init}, {"wrap", tw_wrap}, {"fill", tw_fill}};
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "TextWrapper.%s", ms[k].name);
    Value f = rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none());
    rt_dict_set_str(ns, ms[k].name, f);
    rt_decref(f);
  }
  Value mod = rt_str_from_c("textwrap");
  rt_dict_set_str(ns, "__module__", mod);
  rt_decref(mod);
  Value obj = rt_object_class();
  Value args[3] = {rt_str_from_c("TextWrapper"), rt_tuple_from(1, &obj), ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  rt_decref(args[0]);
  rt_decref(args[1]);
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_textwrap_module_init(Value m) {
  rt_module_set(m, "TextWrapper", make_textwrapper());
  rt_module_add_fn(m, "wrap", t_wrap);
  rt_module_add_fn(m, "fill", t_fill);
  rt_module_add_fn(m, "shorten", t_shorten);
  rt_module_add_fn(m, "dedent", t_dedent);
  rt_module_add_fn(m, "indent", t_indent);
}
