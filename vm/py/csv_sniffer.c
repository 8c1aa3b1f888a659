/* csv_sniffer.c — csv.Sniffer, as CPython 3.11's csv.py sniffs: sniff(sample, delimiters=None)
 * guesses the quote and delimiter from quoted fields (its four patterns, through the re module),
 * else the delimiter from how steadily each character's count per line repeats (chunks of 10
 * lines, consistency from 1.0 down to 0.9, the preferred ',', '\t', ';', ' ', ':'), and returns
 * a Dialect subclass; has_header(sample) compares the first row's cells with the columns' types
 * (complex numbers or fixed lengths) in the next 20 rows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "csv_internal.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* re.<fn>(args...) (new reference). */
static Value re_call(const char *fn, int argc, const Value *argv) {
  Value re = rt_import("re");
  int mark = rt_cleanup_push_value(&re);
  Value f = rt_getattr(re, fn);
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static int64_t re_flag(const char *name) {
  Value re = rt_import("re");
  int mark = rt_cleanup_push_value(&re);
  Value f = rt_getattr(re, name);
  rt_cleanup_push_value(&f);
  int64_t v = rt_to_index(f, NULL);
  rt_cleanup_pop(mark, true);
  return v;
}

/* str of one char (new). */
static Value ch(char c) { return rt_str_new(&c, 1); }

static bool allowed(Value delimiters, char c) {
  if (rt_is_undef(delimiters) || rt_is_none(delimiters)) return true;
  Value s = ch(c);
  int mark = rt_cleanup_push_value(&s);
  bool in = rt_contains(delimiters, s);
  rt_cleanup_pop(mark, true);
  return in;
}

typedef struct Guess {
  char quote, delim; /* 0: none */
  bool doublequote, skipspace;
} Guess;

/* The first key with the largest count (max(d, key=d.get)). */
static char most(const int *counts, const char *order, int n) {
  char best = 0;
  int bc = 0;
  for (int k = 0; k < n; k++) {
    if (counts[(unsigned char)order[k]] > bc) best = order[k], bc = counts[(unsigned char)order[k]];
  }
  return best;
}

/* _guess_quote_and_delimiter: false when no pattern matches. */
static bool guess_quote_and_delim(Value data, Value delimiters, Guess *g) {
  static const char *const pats[] = {
      "(?P<delim>[^\\w\\n\"'])(?P<space> ?)(?P<quote>[\"']).*?(?P=quote)(?P=delim)",
      "(?:^|\\n)(?P<quote>[\"']).*?(?P=quote)(?P<delim>[^\\w\\n\"'])(?P<space> ?)",
      "(?P<delim>[^\\w\\n\"'])(?P<space> ?)(?P<quote>[\"']).*?(?P=quote)(?:$|\\n)",
      "(?:^|\\n)(?P<quote>[\"']).*?(?P=quote)(?:$|\\n)"};
  static const int qi[] = {2, 0, 2, 0}, di[] = {0, 1, 0, -1}, si[] = {1, 2, 1, -1};
  Value matches = rt_undef(), pat = rt_undef();
  int mark = rt_cleanup_push_value(&matches);
  rt_cleanup_push_value(&pat);
  int p = 0;
  for (; p < 4; p++) {
    rt_decref(pat);
    pat = rt_str_from_c(pats[p]);
    Value args[3] = {pat, data, rt_int(re_flag("DOTALL") | re_flag("MULTILINE"))};
    rt_decref(matches);
    matches = re_call("findall", 3, args);
    if (rt_len(matches)) break;
  }
  if (p == 4) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  int quotes[256] = {0}, delims[256] = {0}, spaces = 0;
  char qorder[256], dorder[256];
  int nq = 0, nd = 0;
  List *l = RT_AS(List, matches);
  for (int64_t k = 0; k < l->n; k++) {
    Value m = l->items[k];
    Value q = rt_is_tuple(m) ? RT_AS(Tuple, m)->items[qi[p]] : m;
    if (rt_is_str(q) && RT_AS(Str, q)->nbytes == 1) {
      unsigned char c = (unsigned char)rt_str_data(q)[0];
      if (!quotes[c]++) qorder[nq++] = (char)c;
    }
    if (di[p] < 0) continue;
    Value d = RT_AS(Tuple, m)->items[di[p]];
    if (rt_is_str(d) && RT_AS(Str, d)->nbytes == 1 && allowed(delimiters, rt_str_data(d)[0])) {
      unsigned char c = (unsigned char)rt_str_data(d)[0];
      if (!delims[c]++) dorder[nd++] = (char)c;
    }
    if (rt_truthy(RT_AS(Tuple, m)->items[si[p]])) spaces++;
  }
  g->quote = most(quotes, qorder, nq);
  g->delim = 0;
  g->skipspace = false;
  if (nd) {
    g->delim = most(delims, dorder, nd);
    g->skipspace = delims[(unsigned char)g->delim] == spaces;
    if (g->delim == '\n') g->delim = 0;
  }
  /* an extra quote between delimiters: a doubled-quote format */
  Value dl = g->delim ? ch(g->delim) : rt_str_from_c(""), esc = rt_undef(), dq = rt_undef(), found = rt_undef();
  rt_cleanup_push_value(&dl);
  rt_cleanup_push_value(&esc);
  rt_cleanup_push_value(&dq);
  rt_cleanup_push_value(&found);
  esc = re_call("escape", 1, &dl);
  const char *e = rt_str_data(esc);
  char q = g->quote ? g->quote : '"';
  dq = rt_str_printf("((%s)|^)\\W*%c[^%s\\n]*%c[^%s\\n]*%c\\W*((%s)|$)", e, q, e, q, e, q, e);
  Value args[3] = {dq, data, rt_int(re_flag("MULTILINE"))};
  found = re_call("search", 3, args);
  g->doublequote = !rt_is_none(found);
  rt_cleanup_pop(mark, true);
  return true;
}

/* line.count(c) for each ASCII c (lines: the sample's non-empty lines). */
static int count_char(const char *s, size_t n, char c) {
  int k = 0;
  for (size_t i = 0; i < n; i++) k += s[i] == c;
  return k;
}

static bool skip_after(const char *line, size_t n, char d) {
  int all = count_char(line, n, d), spaced = 0;
  for (size_t i = 0; i + 1 < n; i++) spaced += line[i] == d && line[i + 1] == ' ';
  return all == spaced;
}

/* _guess_delimiter: the delimiter (0: none) and skipinitialspace. */
static char guess_delim(Value data, Value delimiters, bool *skipspace) {
  const char *s = rt_str_data(data);
  size_t len = (size_t)RT_AS(Str, data)->nbytes;
  /* the non-empty lines */
  int nlines = 0, cap = 16;
  const char **starts = rt_malloc(sizeof(char *) * (size_t)cap);
  int mark = rt_cleanup_push(free, starts);
  size_t *lens = rt_malloc(sizeof(size_t) * (size_t)cap);
  rt_cleanup_push(free, lens);
  for (size_t i = 0; i <= len;) {
    size_t j = i;
    while (j < len && s[j] != '\n') j++;
    if (j > i) {
      if (nlines == cap) {
        cap *= 2;
        starts = rt_realloc(starts, sizeof(char *) * (size_t)cap);
        lens = rt_realloc(lens, sizeof(size_t) * (size_t)cap);
        rt_cleanup_pop(mark, false);
        mark = rt_cleanup_push(free, starts);
        rt_cleanup_push(free, lens);
      }
      starts[nlines] = s + i;
      lens[nlines++] = j - i;
    }
    i = j + 1;
  }
  /* per char: freq -> how many lines (in first-seen order), the mode so far */
  enum { MAXF = 64 };
  typedef struct Meta {
    int n, freq[MAXF], count[MAXF];
    bool has_mode;
    int mode_f, mode_c;
  } Meta;
  Meta *meta = rt_calloc(127, sizeof(Meta));
  rt_cleanup_push(free, meta);
  int order[127], norder = 0; /* the modes dict's insertion order */
  bool in_modes[127] = {false};
  int chunk = nlines < 10 ? nlines : 10, iteration = 0, start = 0, end = chunk;
  char delim = 0;
  bool found = false;
  bool delims[127] = {false};
  int dorder[127], nd = 0;
  while (start < nlines && !found) {
    iteration++;
    for (int ln = start; ln < end && ln < nlines; ln++) {
      for (int c = 0; c < 127; c++) {
        int f = count_char(starts[ln], lens[ln], (char)c);
        Meta *m = &meta[c];
        int k = 0;
        while (k < m->n && m->freq[k] != f) k++;
        if (k == m->n && m->n < MAXF) m->freq[m->n++] = f;
        if (k < MAXF) m->count[k]++;
      }
    }
    for (int c = 0; c < 127; c++) {
      Meta *m = &meta[c];
      if (m->n == 0 || (m->n == 1 && m->freq[0] == 0)) continue;
      int best = 0;
      for (int k = 1; k < m->n; k++) {
        if (m->count[k] > m->count[best]) best = k;
      }
      int rest = 0;
      for (int k = 0; k < m->n; k++) rest += k == best ? 0 : m->count[k];
      m->mode_f = m->freq[best];
      m->mode_c = m->count[best] - rest;
      m->has_mode = true;
      if (!in_modes[c]) in_modes[c] = true, order[norder++] = c;
    }
    double total = (double)(chunk * iteration < nlines ? chunk * iteration : nlines);
    for (double consistency = 1.0; nd == 0 && consistency >= 0.9; consistency -= 0.01) {
      for (int k = 0; k < norder; k++) {
        Meta *m = &meta[order[k]];
        if (m->mode_f > 0 && m->mode_c > 0 && m->mode_c / total >= consistency && allowed(delimiters, (char)order[k])) {
          if (!delims[order[k]]) delims[order[k]] = true, dorder[nd++] = order[k];
        }
      }
    }
    if (nd == 1) {
      delim = (char)dorder[0];
      found = true;
    }
    start = end;
    end += chunk;
  }
  if (!found && nd > 1) {
    static const char preferred[] = {',', '\t', ';', ' ', ':'};
    for (int k = 0; k < 5 && !found; k++) {
      if (delims[(unsigned char)preferred[k]]) delim = preferred[k], found = true;
    }
    for (int k = 0; k < nd && !found; k++) { /* the largest (mode, char) */
      int c = dorder[k];
      if (!delim || meta[c].mode_f > meta[(unsigned char)delim].mode_f ||
          (meta[c].mode_f == meta[(unsigned char)delim].mode_f &&
           (meta[c].mode_c > meta[(unsigned char)delim].mode_c ||
            (meta[c].mode_c == meta[(unsigned char)delim].mode_c && c > delim))))
        delim = (char)c;
    }
    found = true;
  }
  *skipspace = found && nlines ? skip_after(starts[0], lens[0], delim) : false;
  if (!found) delim = 0;
  rt_cleanup_pop(mark, true);
  return delim;
}

static Value sniffed_dialect(const Guess *g) {
  Value csv = rt_import("csv");
  int mark = rt_cleanup_push_value(&csv);
  Value base = rt_getattr(csv, "Dialect");
  rt_cleanup_push_value(&base);
  Value bases = rt_tuple_from(1, &base);
  rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("dialect", bases);
  rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("csv"));
  rt_class_set(c, "_name", rt_str_from_c("sniffed"));
  rt_class_set(c, "lineterminator", rt_str_from_c("\r\n"));
  rt_class_set(c, "quoting", rt_int(QUOTE_MINIMAL));
  rt_class_set(c, "doublequote", rt_bool(g->doublequote));
  rt_class_set(c, "delimiter", ch(g->delim));
  rt_class_set(c, "quotechar", ch(g->quote ? g->quote : '"'));
  rt_class_set(c, "skipinitialspace", rt_bool(g->skipspace));
  rt_class_finish(cls, rt_none());
  rt_incref(cls);
  rt_cleanup_pop(mark, true);
  return cls;
}

static Value sniff(Value data, Value delimiters) {
  if (!rt_is_str(data)) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object");
  Guess g = {0, 0, false, false};
  if (!guess_quote_and_delim(data, delimiters, &g) || !g.delim) {
    g.doublequote = g.quote ? g.doublequote : false;
    g.delim = guess_delim(data, delimiters, &g.skipspace);
  }
  if (!g.delim) rt_raise(RT_EXC_CsvError, "Could not determine delimiter");
  return sniffed_dialect(&g);
}

static Value s_sniff(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "sample", "delimiters"};
  Value a[3];
  rt_bind_pyargs("sniff", argc, argv, kw, 3, names, 2, a);
  return sniff(a[1], a[2]);
}

typedef struct Conv {
  Value text, out;
} Conv;
static void conv_job(void *ud) {
  Conv *c = ud;
  c->out = rt_call(rt_builtin_lookup("complex"), 1, &c->text, NULL);
}

/* complex(text) works (a ValueError, OverflowError or TypeError is a no). */
static bool is_number(Value text) {
  Conv c = {text, rt_undef()};
  if (rt_pcall(conv_job, &c)) {
    const Exception *e = rt_error_current();
    if (!e || !(rt_exc_kind_is(e->kind, RT_EXC_ValueError) || rt_exc_kind_is(e->kind, RT_EXC_OverflowError) ||
                rt_exc_kind_is(e->kind, RT_EXC_TypeError)))
      rt_reraise();
    rt_error_clear();
    return false;
  }
  rt_decref(c.out);
  return true;
}

/* has_header(sample) */
static Value s_has_header(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "sample"};
  Value a[2];
  rt_bind_pyargs("has_header", argc, argv, kw, 2, names, 2, a);
  Value dialect = sniff(a[1], rt_undef()), io = rt_undef(), sio = rt_undef(), rows = rt_undef();
  int mark = rt_cleanup_push_value(&dialect);
  rt_cleanup_push_value(&io);
  rt_cleanup_push_value(&sio);
  rt_cleanup_push_value(&rows);
  io = rt_import("io");
  Value ctor = rt_getattr(io, "StringIO");
  sio = rt_call(ctor, 1, &a[1], NULL);
  rt_decref(ctor);
  Value csv = rt_import("csv");
  Value reader = rt_getattr(csv, "reader");
  rt_decref(csv);
  Value rargs[2] = {sio, dialect};
  Value rd = rt_call(reader, 2, rargs, NULL);
  rt_decref(reader);
  rows = rt_call(rt_builtin_lookup("list"), 1, &rd, NULL);
  rt_decref(rd);
  List *l = RT_AS(List, rows);
  if (l->n == 0) rt_raise(RT_EXC_StopIteration, "%s", "");
  List *header = RT_AS(List, l->items[0]);
  int64_t cols = header->n;
  /* per column: 0 unknown, -1 dropped, 1 a number, 2 + n a length n */
  int64_t *types = rt_calloc((size_t)(cols + 1), sizeof(int64_t));
  rt_cleanup_push(free, types);
  for (int64_t r = 1; r < l->n && r <= 21; r++) {
    List *row = RT_AS(List, l->items[r]);
    if (row->n != cols) continue;
    for (int64_t c = 0; c < cols; c++) {
      if (types[c] < 0) continue;
      int64_t t = is_number(row->items[c]) ? 1 : 2 + RT_AS(Str, row->items[c])->nchars;
      if (t != types[c]) types[c] = types[c] == 0 ? t : -1;
    }
  }
  int64_t score = 0;
  for (int64_t c = 0; c < cols; c++) {
    if (types[c] <= 0) continue;
    if (types[c] >= 2) score += RT_AS(Str, header->items[c])->nchars != types[c] - 2 ? 1 : -1;
    else score += is_number(header->items[c]) ? -1 : 1;
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(score > 0);
}

void csv_sniffer_init(Value m) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("Sniffer", bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("csv"));
  rt_class_set(c, "sniff", rt_native_method_new("sniff", "Sniffer.sniff", s_sniff, rt_none()));
  rt_class_set(c, "has_header", rt_native_method_new("has_header", "Sniffer.has_header", s_has_header, rt_none()));
  Value pref = rt_list_new(0);
  static const char preferred[] = {',', '\t', ';', ' ', ':'};
  for (int k = 0; k < 5; k++) {
    Value s = ch(preferred[k]);
    rt_list_append(pref, s);
    rt_decref(s);
  }
  rt_class_set(c, "preferred", pref);
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "Sniffer", cls);
}
