/* doctest.c — the doctest module: testmod() and run_docstring_examples(). The examples of a
 * docstring (">>> " lines, "... " continuations, then the expected output up to a blank line)
 * run in a copy of the module's globals, each with sys.stdout replaced by a StringIO: an
 * expression's repr is shown as the interactive prompt shows it. Output is compared as doctest
 * documents (True/1, <BLANKLINE>, the ELLIPSIS and NORMALIZE_WHITESPACE options, directives in
 * the source), an expected traceback by its last line. Reports and the summary follow doctest's
 * text, so a program whose examples pass prints nothing, as under CPython. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../base/tb_module.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../obj/value.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

enum {
  DT_TRUE_FOR_1 = 1, DT_BLANKLINE = 2, DT_NORM_WS = 4, DT_ELLIPSIS = 8, DT_SKIP = 16,
  DT_IGNORE_DETAIL = 32
};
static const struct { const char *name; int flag; } dt_flags[] = {
    {"DONT_ACCEPT_TRUE_FOR_1", 1}, {"DONT_ACCEPT_BLANKLINE", 2}, {"NORMALIZE_WHITESPACE", 4},
    {"ELLIPSIS", 8}, {"SKIP", 16}, {"IGNORE_EXCEPTION_DETAIL", 32}, {"COMPARISON_FLAGS", 63},
    {"REPORT_UDIFF", 64}, {"REPORT_CDIFF", 128}, {"REPORT_NDIFF", 256},
    {"REPORT_ONLY_FIRST_FAILURE", 512}, {"FAIL_FAST", 1024}};

/* One example: its source and expected output (each ending in "\n" when not empty), the
 * expected exception's last line (NULL when none), its line in the docstring and options. */
typedef struct Example {
  char *source, *want, *exc_msg;
  int lineno, on, off;
} Example;

/* One docstring to test. */
typedef struct Test {
  char *name;
  Value doc;    /* str (new reference) */
  int lineno;   /* 0-based line of the docstring in the file, -1 unknown */
} Test;

/* The run of one testmod call. */
typedef struct Run {
  Value out;          /* the stdout the reports go to */
  Value globs;        /* the namespace the tests copy */
  const char *file;   /* the module's file, NULL when unknown */
  char **lines;       /* its lines */
  int nlines;
  bool verbose;
  int flags;
  int failed, tried;
  StrBuf summary_fail, summary_pass, summary_none;
  int nfail_items, npass_items, nnone_items, nitems;
  Test *tests;
  int ntests, cap;
  Value seen;         /* list of the objects already searched */
} Run;

static void out_write(Run *r, const char *s, size_t n) {
  Value str = rt_str_new(s, n);
  int mark = rt_cleanup_push_value(&str);
  Value w = rt_getattr(r->out, "write");
  rt_cleanup_push_value(&w);
  rt_decref(rt_call(w, 1, &str, NULL));
  rt_cleanup_pop(mark, true);
}

static void out_sb(Run *r, StrBuf *sb) { out_write(r, sb->data ? sb->data : "", sb->len); }

/* Each non-empty line of s prefixed with four spaces. */
static void put_indented(StrBuf *sb, const char *s) {
  bool bol = true;
  for (; *s; s++) {
    if (bol && *s != '\n') rt_sb_puts(sb, "    ");
    rt_sb_putc(sb, *s);
    bol = *s == '\n';
  }
}

/* doctest.TestResults, the namedtuple testmod returns (made when the module is; borrowed, the
 * module holds it) */
typedef struct ModState {
  Value results;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own */
static RtStateKey mod_key = {"doctest", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- parsing a docstring ---- */

static int indent_of(const char *line) {
  int n = 0;
  while (line[n] == ' ') n++;
  return n;
}

static bool is_blank(const char *line) {
  for (; *line; line++)
    if (!isspace((unsigned char)*line)) return false;
  return true;
}

/* A line that opens an example: spaces, then ">>>" then a space or the line's end. */
static bool is_ps1(const char *line) {
  const char *p = line + indent_of(line);
  return strncmp(p, ">>>", 3) == 0;
}

static bool is_ps2(const char *line) {
  const char *p = line + indent_of(line);
  return strncmp(p, "...", 3) == 0;
}

/* The text after a prompt of the given indent ("" for a bare prompt). */
static const char *after_prompt(const char *line, int indent) {
  int len = (int)strlen(line);
  return len <= indent + 3 ? "" : line + indent + 4;
}

/* The options a "# doctest: +NAME, -NAME" comment in the source turns on and off. */
static void parse_directives(Example *ex) {
  const char *p = strstr(ex->source, "doctest:");
  if (!p) return;
  const char *hash = p;
  while (hash > ex->source && hash[-1] != '#' && hash[-1] != '\n') hash--;
  if (hash == ex->source || hash[-1] != '#') return;
  p += 8;
  while (*p && *p != '\n') {
    while (*p == ' ' || *p == ',' || *p == '\t') p++;
    if (*p != '+' && *p != '-') break;
    char sign = *p++;
    size_t n = 0;
    while (isalnum((unsigned char)p[n]) || p[n] == '_') n++;
    for (size_t i = 0; i < sizeof dt_flags / sizeof dt_flags[0]; i++)
      if (strlen(dt_flags[i].name) == n && strncmp(dt_flags[i].name, p, n) == 0) {
        if (sign == '+') ex->on |= dt_flags[i].flag;
        else ex->off |= dt_flags[i].flag;
      }
    p += n;
  }
}

/* An expected traceback's last part: from the first line after the header that starts with a
 * word character. */
static char *exception_part(const char *want) {
  if (strncmp(want, "Traceback (most recent call last):", 34) != 0 &&
      strncmp(want, "Traceback (innermost last):", 27) != 0)
    return NULL;
  const char *p = strchr(want, '\n');
  while (p && p[1]) {
    p++;
    if (isalnum((unsigned char)*p) || *p == '_') return rt_strdup(p);
    p = strchr(p, '\n');
  }
  return NULL;
}

typedef struct Examples {
  Example *ex;
  int n;
} Examples;

static void examples_free(void *p) {
  Examples *e = p;
  for (int i = 0; i < e->n; i++) free(e->ex[i].source), free(e->ex[i].want), free(e->ex[i].exc_msg);
  free(e->ex);
}

/* Split text (tabs expanded) into lines: a malloc'd array of malloc'd strings. */
static char **split_lines(const char *text, int *n) {
  int cap = 16, k = 0;
  char **lines = rt_malloc(sizeof *lines * (size_t)cap);
  for (const char *p = text;;) {
    const char *e = strchr(p, '\n');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (k == cap) lines = rt_realloc(lines, sizeof *lines * (size_t)(cap *= 2));
    lines[k] = rt_malloc(len + 1);
    memcpy(lines[k], p, len);
    lines[k++][len] = '\0';
    if (!e) break;
    p = e + 1;
  }
  *n = k;
  return lines;
}

static void lines_free(char **lines, int n) {
  for (int i = 0; i < n; i++) free(lines[i]);
  free(lines);
}

/* The examples of a docstring (a malloc'd array; *n of them). */
static Example *parse_examples(const char *doc, int *n) {
  int nl, cap = 4, k = 0;
  char **lines = split_lines(doc, &nl);
  Example *ex = rt_calloc((size_t)cap, sizeof *ex);
  for (int i = 0; i < nl;) {
    if (!is_ps1(lines[i])) {
      i++;
      continue;
    }
    int indent = indent_of(lines[i]), start = i;
    StrBuf src, want;
    rt_sb_init(&src), rt_sb_init(&want);
    rt_sb_puts(&src, after_prompt(lines[i++], indent));
    rt_sb_putc(&src, '\n');
    for (; i < nl && is_ps2(lines[i]); i++) {
      rt_sb_puts(&src, after_prompt(lines[i], indent));
      rt_sb_putc(&src, '\n');
    }
    for (; i < nl && !is_blank(lines[i]) && !is_ps1(lines[i]); i++) {
      int in = indent_of(lines[i]);
      rt_sb_puts(&want, lines[i] + (in < indent ? in : indent));
      rt_sb_putc(&want, '\n');
    }
    if (k == cap) {
      ex = rt_realloc(ex, sizeof *ex * (size_t)(cap *= 2));
      memset(ex + k, 0, sizeof *ex * (size_t)(cap - k));
    }
    ex[k].source = rt_strdup(src.data ? src.data : "");
    ex[k].want = rt_strdup(want.data ? want.data : "");
    ex[k].exc_msg = exception_part(ex[k].want);
    ex[k].lineno = start;
    parse_directives(&ex[k++]);
    rt_sb_free(&src), rt_sb_free(&want);
  }
  lines_free(lines, nl);
  *n = k;
  return ex;
}

/* ---- comparing output ---- */

/* s with the lines that hold only "<BLANKLINE>" (want) or only whitespace (got) emptied. */
static char *blank_lines(const char *s, bool marker) {
  StrBuf sb;
  rt_sb_init(&sb);
  while (*s) {
    const char *e = strchr(s, '\n');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    size_t k = 0;
    bool empty;
    if (marker) {
      empty = len >= 11 && strncmp(s, "<BLANKLINE>", 11) == 0;
      for (k = 11; empty && k < len; k++) empty = isspace((unsigned char)s[k]);
    } else {
      empty = true;
      for (k = 0; k < len; k++) empty = empty && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r');
    }
    if (!empty) rt_sb_putn(&sb, s, len);
    if (!e) break;
    rt_sb_putc(&sb, '\n');
    s = e + 1;
  }
  char *r = rt_strdup(sb.data ? sb.data : "");
  rt_sb_free(&sb);
  return r;
}

/* The words of s joined by single spaces. */
static char *squeeze(const char *s) {
  StrBuf sb;
  rt_sb_init(&sb);
  while (*s) {
    while (isspace((unsigned char)*s)) s++;
    if (!*s) break;
    if (sb.len) rt_sb_putc(&sb, ' ');
    while (*s && !isspace((unsigned char)*s)) rt_sb_putc(&sb, *s++);
  }
  char *r = rt_strdup(sb.data ? sb.data : "");
  rt_sb_free(&sb);
  return r;
}

/* Does got match want where each "..." in want stands for any text? */
static bool ellipsis_match(const char *want, const char *got) {
  const char *dots = strstr(want, "...");
  if (!dots) return strcmp(want, got) == 0;
  size_t head = (size_t)(dots - want);
  if (strncmp(want, got, head) != 0) return false;
  const char *g = got + head, *w = dots + 3;
  const char *last = w;
  for (const char *d; (d = strstr(last, "...")) != NULL;) last = d + 3;
  size_t tail = strlen(last), glen = strlen(g);
  if (tail > glen || strcmp(g + glen - tail, last) != 0) return false;
  const char *gend = g + glen - tail;
  while (w < last) { /* the middle pieces, in order, between head and tail */
    const char *d = strstr(w, "...");
    size_t len = (size_t)(d - w);
    char *piece = rt_malloc(len + 1);
    memcpy(piece, w, len);
    piece[len] = '\0';
    const char *at = strstr(g, piece);
    free(piece);
    if (!at || at + len > gend) return false;
    g = at + len;
    w = d + 3;
  }
  return true;
}

static bool check_output(const char *want, const char *got, int flags) {
  if (strcmp(want, got) == 0) return true;
  if (!(flags & DT_TRUE_FOR_1)) {
    if (strcmp(got, "True\n") == 0 && strcmp(want, "1\n") == 0) return true;
    if (strcmp(got, "False\n") == 0 && strcmp(want, "0\n") == 0) return true;
  }
  char *w = rt_strdup(want), *g = rt_strdup(got), *t;
  if (!(flags & DT_BLANKLINE)) {
    t = blank_lines(w, true), free(w), w = t;
    t = blank_lines(g, false), free(g), g = t;
  }
  if (flags & DT_NORM_WS) {
    t = squeeze(w), free(w), w = t;
    t = squeeze(g), free(g), g = t;
  }
  bool ok = strcmp(w, g) == 0 || ((flags & DT_ELLIPSIS) && ellipsis_match(w, g));
  free(w), free(g);
  return ok;
}

/* The exception's class name without its module, for IGNORE_EXCEPTION_DETAIL. */
static char *exc_name(const char *msg) {
  size_t n = strcspn(msg, ":\n");
  const char *dot = msg;
  for (size_t i = 0; i < n; i++)
    if (msg[i] == '.') dot = msg + i + 1;
  size_t len = n - (size_t)(dot - msg);
  char *r = rt_malloc(len + 1);
  memcpy(r, dot, len);
  r[len] = '\0';
  return r;
}

/* ---- running examples ---- */

typedef struct Job {
  const char *source;
  Value globs, buf;
} Job;

static Value builtin(const char *name) { return rt_builtin_lookup(name); }

typedef struct EvalJob {
  Value args[2];
  Value result;
} EvalJob;

static void eval_job(void *ud) {
  EvalJob *e = ud;
  e->result = rt_call(builtin("eval"), 2, e->args, NULL);
}

/* Run one example as the interactive prompt would: an expression's value (not None) is shown
 * by its repr. A source that does not parse as an expression runs as statements. */
static void run_source(void *ud) {
  Job *j = ud;
  /* every value a cleanup refers to lives until the function's end */
  Value src = rt_str_from_c(j->source), r = rt_undef(), text = rt_undef(), line = rt_undef(),
        w = rt_undef();
  int mark = rt_cleanup_push_value(&src);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&line);
  rt_cleanup_push_value(&w);
  EvalJob e = {{src, j->globs}, rt_undef()};
  if (rt_pcall(eval_job, &e)) {
    if (rt_error_current()->kind != RT_EXC_SyntaxError) rt_reraise();
    rt_error_clear();
    rt_decref(rt_call(builtin("exec"), 2, e.args, NULL));
  } else if (!rt_is_none(e.result)) {
    r = e.result;
    text = rt_repr(r);
    line = rt_str_printf("%s\n", rt_str_data(text));
    w = rt_getattr(j->buf, "write");
    rt_decref(rt_call(w, 1, &line, NULL));
  } else {
    rt_decref(e.result);
  }
  rt_cleanup_pop(mark, true);
}

/* The exception object of the current exception (one raised by C code gets one now). */
static Value current_exception(void) {
  const Exception *e = rt_error_current();
  if (e->value) {
    Value v = rt_obj(e->value);
    rt_incref(v);
    return v;
  }
  return rt_exc_from_message(e->kind, e->message);
}

/* The traceback of the current exception as the traceback module formats it (doctest's own). */
static char *current_traceback(void) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) rt_raise(RT_EXC_MemoryError, "%s", "");
  rt_print_exception_as_module(rt_error_current(), 0, f);
  fclose(f);
  return buf;
}

static Value new_stringio(void) {
  Value io = rt_import("io");
  int mark = rt_cleanup_push_value(&io);
  Value cls = rt_getattr(io, "StringIO");
  rt_cleanup_push_value(&cls);
  Value buf = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return buf;
}

static char *getvalue(Value buf) {
  Value v = rt_getattr(buf, "getvalue");
  int mark = rt_cleanup_push_value(&v);
  Value s = rt_call(v, 0, NULL, NULL);
  rt_cleanup_push_value(&s);
  char *r = rt_strdup(rt_is_str(s) ? rt_str_data(s) : "");
  rt_cleanup_pop(mark, true);
  return r;
}

/* What a run of one example gave: its output, and for an exception its last traceback line
 * and whole traceback (NULL when none). */
typedef struct Outcome {
  char *got, *exc_msg, *trace;
} Outcome;

static void outcome_free(void *p) {
  Outcome *o = p;
  free(o->got), free(o->exc_msg), free(o->trace);
}

static void run_example(const Example *ex, Value globs, Outcome *o) {
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value buf = new_stringio();
  rt_cleanup_push_value(&buf);
  Value saved = rt_getattr(sys, "stdout"), exc = rt_undef(), line = rt_undef();
  rt_cleanup_push_value(&saved);
  rt_cleanup_push_value(&exc); /* the failure's, filled below */
  rt_cleanup_push_value(&line);
  rt_setattr(sys, "stdout", buf);
  Job j = {ex->source, globs, buf};
  int failed = rt_pcall(run_source, &j);
  rt_setattr(sys, "stdout", saved);
  if (failed) {
    if (rt_error_current()->kind == RT_EXC_KeyboardInterrupt ||
        rt_error_current()->kind == RT_EXC_SystemExit) rt_reraise();
    o->trace = current_traceback();
    exc = current_exception();
    rt_error_clear();
    line = rt_exc_line(exc);
    size_t n = strlen(rt_str_data(line));
    o->exc_msg = rt_malloc(n + 2);
    memcpy(o->exc_msg, rt_str_data(line), n);
    memcpy(o->exc_msg + n, "\n", 2);
  }
  o->got = getvalue(buf);
  size_t n = strlen(o->got);
  if (n && o->got[n - 1] != '\n') { /* output that did not end its line: doctest ends it */
    o->got = rt_realloc(o->got, n + 2);
    memcpy(o->got + n, "\n", 2);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- reports ---- */

static void failure_header(StrBuf *sb, Run *r, const Test *t, const Example *ex) {
  rt_sb_puts(sb, "**********************************************************************\n");
  if (r->file && t->lineno >= 0)
    rt_sb_printf(sb, "File \"%s\", line %d, in %s\n", r->file, t->lineno + ex->lineno + 1, t->name);
  else if (r->file)
    rt_sb_printf(sb, "File \"%s\", line ?, in %s\n", r->file, t->name);
  else
    rt_sb_printf(sb, "Line %d, in %s\n", ex->lineno + 1, t->name);
  rt_sb_puts(sb, "Failed example:\n");
  put_indented(sb, ex->source);
}

/* Expected and got as doctest prints them; whitespace-only lines of got show as <BLANKLINE>. */
static void difference(StrBuf *sb, const char *want, const char *got, int flags) {
  StrBuf g;
  rt_sb_init(&g);
  for (const char *s = got; *s;) {
    const char *e = strchr(s, '\n');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    size_t k = 0;
    while (k < len && s[k] == ' ') k++;
    if (e && k == len && !(flags & DT_BLANKLINE)) rt_sb_puts(&g, "<BLANKLINE>");
    else rt_sb_putn(&g, s, len);
    if (!e) break;
    rt_sb_putc(&g, '\n');
    s = e + 1;
  }
  const char *gs = g.data ? g.data : "";
  if (*want && *gs) {
    rt_sb_puts(sb, "Expected:\n");
    put_indented(sb, want);
    rt_sb_puts(sb, "Got:\n");
    put_indented(sb, gs);
  } else if (*want) {
    rt_sb_puts(sb, "Expected:\n");
    put_indented(sb, want);
    rt_sb_puts(sb, "Got nothing\n");
  } else if (*gs) {
    rt_sb_puts(sb, "Expected nothing\nGot:\n");
    put_indented(sb, gs);
  } else {
    rt_sb_puts(sb, "Expected nothing\nGot nothing\n");
  }
  rt_sb_free(&g);
}

static void report_start(Run *r, const Example *ex) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "Trying:\n");
  put_indented(&sb, ex->source);
  if (*ex->want) {
    rt_sb_puts(&sb, "Expecting:\n");
    put_indented(&sb, ex->want);
  } else {
    rt_sb_puts(&sb, "Expecting nothing\n");
  }
  out_sb(r, &sb);
  rt_cleanup_pop(mark, true);
}

/* Run one example and report it; true when it failed. */
static bool check_example(Run *r, const Test *t, const Example *ex, int flags, Value globs) {
  Outcome o = {0};
  int mark = rt_cleanup_push(outcome_free, &o);
  if (r->verbose) report_start(r, ex);
  run_example(ex, globs, &o);
  bool ok, boom = false;
  if (!o.exc_msg) {
    ok = check_output(ex->want, o.got, flags);
  } else if (!ex->exc_msg) {
    ok = false, boom = true;
  } else {
    ok = check_output(ex->exc_msg, o.exc_msg, flags);
    if (!ok && (flags & DT_IGNORE_DETAIL)) {
      char *a = exc_name(ex->exc_msg), *b = exc_name(o.exc_msg);
      ok = strcmp(a, b) == 0;
      free(a), free(b);
    }
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  if (ok) {
    if (r->verbose) rt_sb_puts(&sb, "ok\n");
  } else {
    failure_header(&sb, r, t, ex);
    if (boom) {
      rt_sb_puts(&sb, "Exception raised:\n");
      put_indented(&sb, o.trace);
    } else if (o.exc_msg) {
      StrBuf got;
      rt_sb_init(&got);
      rt_sb_puts(&got, o.got);
      rt_sb_puts(&got, o.trace);
      difference(&sb, ex->want, got.data, flags);
      rt_sb_free(&got);
    } else {
      difference(&sb, ex->want, o.got, flags);
    }
  }
  out_sb(r, &sb);
  rt_cleanup_pop(mark, true);
  return !ok;
}

/* Run a docstring's examples in a fresh copy of the globals. */
static void run_test(Run *r, const Test *t, Value globs) {
  Examples all;
  all.ex = parse_examples(rt_str_data(t->doc), &all.n);
  int mark = rt_cleanup_push(examples_free, &all);
  Example *ex = all.ex;
  int n = all.n;
  Value copy = rt_call(builtin("dict"), 1, &globs, NULL);
  rt_cleanup_push_value(&copy);
  int failed = 0, tried = 0;
  for (int i = 0; i < n; i++) {
    int flags = (r->flags | ex[i].on) & ~ex[i].off;
    if (flags & DT_SKIP) continue;
    tried++;
    if (check_example(r, t, &ex[i], flags, copy)) failed++;
  }
  rt_cleanup_pop(mark, true);
  r->nitems++;
  r->failed += failed, r->tried += tried;
  if (tried == 0) {
    r->nnone_items++;
    rt_sb_printf(&r->summary_none, "    %s\n", t->name);
  } else if (failed == 0) {
    r->npass_items++;
    rt_sb_printf(&r->summary_pass, " %3d tests in %s\n", tried, t->name);
  } else {
    r->nfail_items++;
    rt_sb_printf(&r->summary_fail, " %3d of %3d in %s\n", failed, tried, t->name);
  }
}

/* ---- finding docstrings ---- */

/* Does line open a docstring: after an optional "...:" prefix, spaces, a string prefix and a
 * quote? */
static bool opens_string(const char *line) {
  for (const char *p = line; p; p = strchr(p, ':')) {
    const char *q = p == line ? p : p + 1;
    while (isspace((unsigned char)*q)) q++;
    while (isalnum((unsigned char)*q) || *q == '_') q++;
    if (*q == '"' || *q == '\'') return true;
    if (p != line) p++;
    else if (*p == ':') p++;
  }
  return false;
}

static int docstring_line(const Run *r, int from) {
  for (int i = from < 0 ? 0 : from; i < r->nlines; i++)
    if (opens_string(r->lines[i])) return i;
  return -1;
}

/* The 0-based line where the definition of obj starts, -1 when unknown. */
static int definition_line(const Run *r, Value obj, const char *short_name, bool is_class) {
  if (is_class) {
    size_t n = strlen(short_name);
    for (int i = 0; i < r->nlines; i++) {
      const char *p = r->lines[i] + indent_of(r->lines[i]);
      if (strncmp(p, "class", 5) != 0) continue;
      p += 5;
      while (*p == ' ' || *p == '\t') p++;
      if (strncmp(p, short_name, n) == 0 && !isalnum((unsigned char)p[n]) && p[n] != '_') return i;
    }
    return -1;
  }
  Value code, first;
  if (!rt_try_getattr(obj, "__code__", &code)) return -1;
  int mark = rt_cleanup_push_value(&code);
  int line = -1;
  if (rt_try_getattr(code, "co_firstlineno", &first)) {
    if (first.tag == RT_INT) line = (int)first.as.i - 1;
    rt_decref(first);
  }
  rt_cleanup_pop(mark, true);
  return line;
}

static bool seen(Run *r, Value obj) {
  List *l = RT_AS(List, r->seen);
  for (int64_t i = 0; i < l->n; i++)
    if (rt_is(l->items[i], obj)) return true;
  rt_list_append(r->seen, obj);
  return false;
}

static void add_test(Run *r, const char *name, Value obj, int lineno) {
  Value doc = rt_none();
  if (rt_is_str(obj)) {
    doc = obj, rt_incref(doc);
  } else if (!rt_try_getattr(obj, "__doc__", &doc)) {
    doc = rt_none();
  }
  if (!rt_is_str(doc)) {
    rt_decref(doc);
    doc = rt_str_from_c("");
  }
  int mark = rt_cleanup_push_value(&doc);
  Value expanded = rt_str_expandtabs(doc, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  if (r->ntests == r->cap) r->tests = rt_realloc(r->tests, sizeof *r->tests * (size_t)(r->cap = r->cap ? 2 * r->cap : 16));
  r->tests[r->ntests++] = (Test){rt_strdup(name), expanded, lineno};
}

/* obj unwrapped through __wrapped__ (functools.wraps, lru_cache); a new reference. */
static Value unwrap(Value obj) {
  rt_incref(obj);
  for (int i = 0; i < 100; i++) {
    Value inner;
    if (!rt_try_getattr(obj, "__wrapped__", &inner)) break;
    rt_decref(obj);
    obj = inner;
  }
  return obj;
}

static bool is_routine(Value obj) {
  Value u = unwrap(obj), code;
  bool yes = rt_try_getattr(u, "__code__", &code);
  if (yes) rt_decref(code);
  rt_decref(u);
  return yes;
}

/* Is obj defined in the module being tested (its __module__ is the module's name)? */
static bool from_module(Value obj, const char *module) {
  Value m;
  if (!rt_try_getattr(obj, "__module__", &m)) return false;
  bool yes = rt_is_str(m) && strcmp(rt_str_data(m), module) == 0;
  rt_decref(m);
  return yes;
}

static void find(Run *r, Value obj, const char *name, const char *short_name, const char *module);

/* The functions, classes and properties a class defines itself. */
static void find_in_class(Run *r, Value cls, const char *name, const char *module) {
  Value d = rt_getattr(cls, "__dict__");
  int mark = rt_cleanup_push_value(&d);
  Value items = rt_call(builtin("list"), 1, &d, NULL);
  rt_cleanup_push_value(&items);
  for (int64_t i = 0; i < RT_AS(List, items)->n; i++) {
    Value key = RT_AS(List, items)->items[i];
    if (!rt_is_str(key)) continue;
    Value val = rt_getitem(d, key);
    int vmark = rt_cleanup_push_value(&val);
    Value func;
    if (!rt_is_class(val) && rt_try_getattr(val, "__func__", &func)) { /* static/classmethod */
      rt_decref(val);
      val = func;
    }
    bool prop = rt_is_type(val, &rt_property_type);
    if (prop || ((is_routine(val) || rt_is_class(val)) && from_module(val, module))) {
      char *full = rt_malloc(strlen(name) + strlen(rt_str_data(key)) + 2);
      sprintf(full, "%s.%s", name, rt_str_data(key));
      find(r, val, full, rt_str_data(key), module);
      free(full);
    }
    rt_cleanup_pop(vmark, true);
  }
  rt_cleanup_pop(mark, true);
}

static void find(Run *r, Value obj, const char *name, const char *short_name, const char *module) {
  if (seen(r, obj)) return;
  bool cls = rt_is_class(obj);
  Value inner = unwrap(obj);
  int mark = rt_cleanup_push_value(&inner);
  int line = definition_line(r, inner, short_name, cls);
  rt_cleanup_pop(mark, true);
  add_test(r, name, obj, line < 0 ? -1 : docstring_line(r, line));
  if (cls) find_in_class(r, obj, name, module);
}

/* The module's docstring, then what it defines (functions and classes whose __module__ is its
 * name), each class's own members after it. d is the module's namespace. */
static void find_module(Run *r, Value d, const char *name, const char *modname) {
  Value doc = rt_dict_get_str(d, "__doc__");
  add_test(r, name, rt_is_undef(doc) ? rt_none() : doc, docstring_line(r, 0));
  Value keys = rt_call(builtin("list"), 1, &d, NULL);
  int mark = rt_cleanup_push_value(&keys);
  for (int64_t i = 0; i < RT_AS(List, keys)->n; i++) {
    Value key = RT_AS(List, keys)->items[i];
    if (!rt_is_str(key)) continue;
    Value val = rt_dict_get(d, key);
    if (rt_is_undef(val)) continue;
    rt_incref(val);
    int vmark = rt_cleanup_push_value(&val);
    if ((is_routine(val) || rt_is_class(val)) && from_module(val, modname)) {
      char *full = rt_malloc(strlen(name) + strlen(rt_str_data(key)) + 2);
      sprintf(full, "%s.%s", name, rt_str_data(key));
      rt_cleanup_push(free, full);
      find(r, val, full, rt_str_data(key), modname);
    }
    rt_cleanup_pop(vmark, true);
  }
  rt_cleanup_pop(mark, true);
}

static int test_order(const void *a, const void *b) {
  return strcmp(((const Test *)a)->name, ((const Test *)b)->name);
}

static void run_free(void *p) {
  Run *r = p;
  for (int i = 0; i < r->ntests; i++) free(r->tests[i].name), rt_decref(r->tests[i].doc);
  free(r->tests);
  if (r->lines) lines_free(r->lines, r->nlines);
  rt_sb_free(&r->summary_fail), rt_sb_free(&r->summary_pass), rt_sb_free(&r->summary_none);
  rt_decref(r->seen), rt_decref(r->out), rt_decref(r->globs);
}

/* The module's source lines, for the line numbers of reports. */
static void read_source(Run *r) {
  if (!r->file) return;
  FILE *f = fopen(r->file, "rb");
  if (!f) return;
  StrBuf sb;
  rt_sb_init(&sb);
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, n);
  fclose(f);
  r->lines = split_lines(sb.data ? sb.data : "", &r->nlines);
  rt_sb_free(&sb);
}

static void summarize(Run *r) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (r->verbose && r->nnone_items) {
    rt_sb_printf(&sb, "%d items had no tests:\n", r->nnone_items);
    rt_sb_putn(&sb, r->summary_none.data, r->summary_none.len);
  }
  if (r->verbose && r->npass_items) {
    rt_sb_printf(&sb, "%d items passed all tests:\n", r->npass_items);
    rt_sb_putn(&sb, r->summary_pass.data, r->summary_pass.len);
  }
  if (r->nfail_items) {
    rt_sb_puts(&sb, "**********************************************************************\n");
    rt_sb_printf(&sb, "%d items had failures:\n", r->nfail_items);
    rt_sb_putn(&sb, r->summary_fail.data, r->summary_fail.len);
  }
  if (r->verbose) {
    rt_sb_printf(&sb, "%d tests in %d items.\n", r->tried, r->nitems);
    rt_sb_printf(&sb, "%d passed and %d failed.\n", r->tried - r->failed, r->failed);
  }
  if (r->failed) rt_sb_printf(&sb, "***Test Failed*** %d failures.\n", r->failed);
  else if (r->verbose) rt_sb_puts(&sb, "Test passed.\n");
  if (sb.len) out_sb(r, &sb);
  rt_cleanup_pop(mark, true);
}

static Value results(Run *r) {
  Value args[2] = {rt_int(r->failed), rt_int(r->tried)};
  return rt_call(mod_state()->results, 2, args, NULL);
}

static void run_init(Run *r, Value globs, Value file, bool verbose, int flags) {
  memset(r, 0, sizeof *r);
  rt_sb_init(&r->summary_fail), rt_sb_init(&r->summary_pass), rt_sb_init(&r->summary_none);
  r->seen = rt_list_new(0);
  r->globs = globs;
  rt_incref(globs);
  Value sys = rt_import("sys");
  r->out = rt_getattr(sys, "stdout");
  rt_decref(sys);
  r->file = rt_is_str(file) ? rt_str_data(file) : NULL;
  r->verbose = verbose;
  r->flags = flags;
  read_source(r);
}

static void run_all(Run *r) {
  qsort(r->tests, (size_t)r->ntests, sizeof *r->tests, test_order);
  for (int i = 0; i < r->ntests; i++) run_test(r, &r->tests[i], r->globs);
}

static int64_t int_arg(Value v, const char *what) {
  return rt_is_undef(v) || rt_is_none(v) ? 0 : rt_to_index(v, what);
}

static bool bool_arg(Value v, bool dflt) { return rt_is_undef(v) ? dflt : rt_truthy(v); }

static const char *const testmod_names[] = {"m", "name", "globs", "verbose", "report",
                                            "optionflags", "extraglobs", "raise_on_error",
                                            "exclude_empty"};

static Value d_testmod(ARGS) {
  (void)self;
  Value a[9];
  rt_bind_pyargs("testmod", argc, argv, kw, 9, testmod_names, 0, a);
  /* the namespace of the module tested: the caller's globals without m */
  Value ns = rt_is_undef(a[0]) || rt_is_none(a[0]) ? rt_call(builtin("globals"), 0, NULL, NULL)
                                                  : rt_call(builtin("vars"), 1, &a[0], NULL);
  int mark = rt_cleanup_push_value(&ns);
  Value name = rt_is_undef(a[1]) || rt_is_none(a[1]) ? rt_dict_get_str(ns, "__name__") : a[1];
  if (rt_is_undef(name) || !rt_is_str(name)) name = rt_str_from_c("__main__");
  else rt_incref(name);
  rt_cleanup_push_value(&name);
  Value globs = rt_is_undef(a[2]) || rt_is_none(a[2]) ? ns : a[2];
  globs = rt_call(builtin("dict"), 1, &globs, NULL);
  rt_cleanup_push_value(&globs);
  Value update = rt_undef();
  rt_cleanup_push_value(&update);
  if (!rt_is_undef(a[6]) && !rt_is_none(a[6])) {
    update = rt_getattr(globs, "update");
    rt_decref(rt_call(update, 1, &a[6], NULL));
  }
  Value file = rt_dict_get_str(ns, "__file__");
  if (rt_is_undef(file)) file = rt_none();
  Run r;
  run_init(&r, globs, file, bool_arg(a[3], false), (int)int_arg(a[5], "optionflags"));
  rt_cleanup_push(run_free, &r);
  Value modname = rt_dict_get_str(ns, "__name__");
  find_module(&r, ns, rt_str_data(name), rt_is_str(modname) ? rt_str_data(modname) : "__main__");
  if (bool_arg(a[8], false)) { /* drop the objects with no docstring */
    int k = 0;
    for (int i = 0; i < r.ntests; i++) {
      if (rt_len(r.tests[i].doc) > 0) r.tests[k++] = r.tests[i];
      else free(r.tests[i].name), rt_decref(r.tests[i].doc);
    }
    r.ntests = k;
  }
  run_all(&r);
  if (bool_arg(a[4], true)) summarize(&r);
  Value res = results(&r);
  rt_cleanup_pop(mark, true);
  return res;
}

static const char *const rde_names[] = {"f", "globs", "verbose", "name", "compileflags",
                                        "optionflags"};

static Value d_run_docstring_examples(ARGS) {
  (void)self;
  Value a[6];
  rt_bind_pyargs("run_docstring_examples", argc, argv, kw, 6, rde_names, 2, a);
  Value file = rt_none();
  Value inner = unwrap(a[0]), code;
  int mark = rt_cleanup_push_value(&inner);
  if (rt_try_getattr(inner, "__code__", &code)) {
    rt_cleanup_push_value(&code);
    file = rt_getattr(code, "co_filename");
  }
  rt_cleanup_push_value(&file);
  Run r;
  run_init(&r, a[1], file, bool_arg(a[2], false), (int)int_arg(a[5], "optionflags"));
  rt_cleanup_push(run_free, &r);
  const char *name = !rt_is_undef(a[3]) && rt_is_str(a[3]) ? rt_str_data(a[3]) : "NoName";
  add_test(&r, name, a[0], docstring_line(&r, definition_line(&r, inner, name, rt_is_class(a[0]))));
  run_all(&r);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

void rt_doctest_module_init(Value m) {
  rt_module_add_fn(m, "testmod", d_testmod);
  rt_module_add_fn(m, "run_docstring_examples", d_run_docstring_examples);
  for (size_t i = 0; i < sizeof dt_flags / sizeof dt_flags[0]; i++)
    rt_module_set(m, dt_flags[i].name, rt_int(dt_flags[i].flag));
  Value coll = rt_import("collections");
  int mark = rt_cleanup_push_value(&coll);
  Value nt = rt_getattr(coll, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value args[2] = {rt_str_from_c("TestResults"), rt_str_from_c("failed attempted")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  Value results = rt_call(nt, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  mod_state()->results = results;
  rt_module_set(m, "TestResults", results);
}
