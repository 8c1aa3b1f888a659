/* traceback.c — Python-style tracebacks: the hook that snapshots the VM's frames when an
 * exception is raised, and printing in CPython 3.11's format (source line, carets, and
 * "[Previous line repeated N more times]" for runs of identical frames). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../front/diag.h"
#include "../base/crash.h"
#include "../base/io.h"
#include "../base/tb_module.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../py/lib_source.h"
#include "../py/py.h"
#include "trace_index.h"
#include "vm_internal.h"

_Thread_local Vm *vm_current;

/* end_col of a traceback entry whose span goes on past its first line */
#define VM_TB_TO_LINE_END 100000

/* Append a copy of the traceback an exception object carries (ExcObj.tb). */
static void append_carried(Exception *exc, Value v) {
  ExcObj *e = RT_AS(ExcObj, v);
  for (int k = 0; k < e->ntb; k++) {
    const TraceEntry *t = &e->tb[k];
    TraceEntry *c = rt_exception_add_frame(exc, t->file, t->func, t->line, t->col, t->end_col);
    if (c) {
      c->anchor0 = t->anchor0;
      c->anchor1 = t->anchor1;
    }
  }
}

/* The code at pc runs in class bodies (inline, CPython runs each in a frame of its own): the
 * entries of the frame at the outermost class statement and of each body but the innermost
 * at the class statement inside it; returns the name of the innermost (the frame's own name
 * when pc is in none). */
static const char *add_class_bodies(Exception *exc, const Proto *p, int pc) {
  int id = p->clsbody ? p->clsbody[pc] : 0;
  if (id == 0) return p->name;
  enum { MAX_NESTED = 64 };
  int chain[MAX_NESTED], n = 0;
  for (; id > 0 && n < MAX_NESTED; id = p->clsbodies[id - 1].parent) chain[n++] = id - 1;
  const char *func = p->name;
  for (int j = n - 1; j >= 0; j--) {
    Span s = p->clsbodies[chain[j]].span;
    rt_exception_add_frame(exc, p->source->name, func, s.line, s.col,
                           s.end_line == s.line ? s.end_col : VM_TB_TO_LINE_END);
    func = p->clsbodies[chain[j]].name;
  }
  return func;
}

/* The number of class bodies the code at pc runs in (add_class_bodies' extra entries). */
static int class_depth(const Proto *p, int pc) {
  if (!p->clsbody || pc < 0 || pc >= p->ncode) return 0;
  enum { MAX_NESTED = 64 };
  int n = 0;
  for (int id = p->clsbody[pc]; id > 0 && n < MAX_NESTED; id = p->clsbodies[id - 1].parent) n++;
  return n;
}

int vm_trace_index(Vm *vm, int k, int handler_pc) {
  int index = 0;
  for (int j = 0; j < k && j < vm->nframes; j++) {
    const CallFrame *fr = &vm->frames[j];
    const Proto *p = fr->fn->proto;
    long pc = (long)(fr->pc - p->code) - 1;
    if (pc < 0) pc = 0;
    if (pc >= p->ncode) pc = p->ncode - 1;
    index += 1 + (p->ncode > 0 ? class_depth(p, (int)pc) : 0);
  }
  if (k < vm->nframes && handler_pc >= 0) index += class_depth(vm->frames[k].fn->proto, handler_pc);
  return index;
}

/* The frames an exception is raised from: the VM's stack (without the raising frame for a
 * re-raise, which goes on from where the exception was caught), then the traceback the
 * exception object already carries (CPython prepends each frame an exception goes through). */
void vm_traceback_hook(Exception *exc) {
  Vm *vm = vm_current;
  if (!vm) return;
  int name_len = vm->tb_name_len; /* set by a CALLG whose function name is undefined */
  vm->tb_name_len = 0;
  int n = vm->nframes;
  if (vm->tb_reraise && n > 0) n--;
  vm->tb_reraise = false;
  for (int k = 0; k < n; k++) {
    CallFrame *fr = &vm->frames[k];
    Proto *p = fr->fn->proto;
    long pc = (long)(fr->pc - p->code) - 1;
    if (pc < 0) pc = 0;
    if (pc >= p->ncode) pc = p->ncode - 1;
    Span s = p->ncode > 0 ? p->spans[pc] : (Span){0, 0, 0, 0};
    int end = s.end_line == s.line ? s.end_col : VM_TB_TO_LINE_END;
    bool name_only = name_len > 0 && k == vm->nframes - 1;
    if (name_only) end = s.col + name_len;
    const char *func = p->ncode > 0 ? add_class_bodies(exc, p, (int)pc) : p->name;
    TraceEntry *t = rt_exception_add_frame(exc, p->source->name, func, s.line, s.col, end);
    if (t && p->ncode > 0 && !name_only) {
      t->anchor0 = p->anchors[2 * pc];
      t->anchor1 = p->anchors[2 * pc + 1];
    }
  }
  if (exc->value) append_carried(exc, rt_obj(exc->value));
}

/* The crash handler's Python frames (crash.h), innermost first as faulthandler writes them:
 * reads the frames of this thread's VM only, with write(2). */
void vm_crash_frames(int fd) {
  Vm *vm = vm_current;
  if (!vm) return;
  for (int k = vm->nframes - 1; k >= 0; k--) {
    Proto *p = vm->frames[k].fn->proto;
    long pc = (long)(vm->frames[k].pc - p->code) - 1;
    if (pc < 0) pc = 0;
    if (pc >= p->ncode) pc = p->ncode - 1;
    rt_crash_puts(fd, "  File \"");
    rt_crash_puts(fd, p->source->name);
    rt_crash_puts(fd, "\", line ");
    rt_crash_putdec(fd, p->ncode > 0 ? p->spans[pc].line : 0);
    rt_crash_puts(fd, " in ");
    rt_crash_puts(fd, p->name);
    rt_crash_puts(fd, "\n");
  }
}

int vm_current_line(const char **file) {
  Vm *vm = vm_current;
  if (!vm || vm->nframes == 0) return 0;
  const CallFrame *f = &vm->frames[vm->nframes - 1];
  Proto *p = f->fn->proto;
  long pc = (long)(f->pc - p->code) - 1;
  if (p->ncode <= 0) return 0;
  if (pc < 0) pc = 0;
  if (pc >= p->ncode) pc = p->ncode - 1;
  *file = p->source->name;
  return p->spans[pc].line;
}

/* The source text of a file this VM compiled or of a library frame (NULL for "<stdin>",
 * "<string>"). */
static const char *source_text(Vm *vm, const char *file) {
  (void)vm;
  if (file[0] == '<') return NULL;
  const char *src = vm_find_source(vm, file);
  return src ? src : py_lib_source(file); /* a library frame's line (json.loads') */
}

static bool same_frame(const TraceEntry *a, const TraceEntry *b) {
  return a->line == b->line && strcmp(a->file, b->file) == 0 && strcmp(a->func, b->func) == 0;
}

static const char *find_line(const char *src, int line, int *len) {
  const char *p = src;
  for (int l = 1; l < line && *p; p++) {
    if (*p == '\n') l++;
  }
  const char *e = p;
  while (*e && *e != '\n' && *e != '\r') e++;
  *len = (int)(e - p);
  return p;
}

/* Which of CPython's two printers a traceback imitates: the interpreter's own (an uncaught
 * exception; C code) keeps a source line's trailing blanks, and they count as part of the line
 * when it decides whether carets would underline all of it; the traceback module (Python code)
 * strips them. Set for the duration of one print_exc_value. */
static _Thread_local bool tb_module_style;

/* The frame's line as the chosen printer writes it: from its first non-blank, to its end
 * (CPython's interpreter) or to its last non-blank (the traceback module). *skip is its
 * indentation and *len the 0-based column where it ends. *shift is how far left the module's
 * carets land: it counts the stripped trailing blanks as indentation too. */
static const char *frame_line(const char *src, int line, int *skip, int *len, int *shift) {
  const char *p = find_line(src, line, len);
  *shift = 0;
  if (tb_module_style) {
    while (*len > 0 && (p[*len - 1] == ' ' || p[*len - 1] == '\t')) (*len)--, (*shift)++;
  }
  *skip = 0;
  while (*skip < *len && (p[*skip] == ' ' || p[*skip] == '\t' || p[*skip] == '\f')) (*skip)++;
  return p;
}

/* The line and '^' under columns col..end_col (1-based, end exclusive, one at least), none
 * when they would underline the whole printed line (CPython elides those). */
static void print_plain(FILE *out, const char *src, int lineno, int col, int end_col) {
  int skip, len, shift;
  const char *line = frame_line(src, lineno, &skip, &len, &shift);
  int text_end = len;
  while (text_end > skip && (line[text_end - 1] == ' ' || line[text_end - 1] == '\t')) text_end--;
  if (text_end == skip) return;
  fprintf(out, "    %.*s\n", len - skip, line + skip);
  if (col < 1 || col > text_end + 1) return;
  if (end_col <= col) end_col = col + 1;
  if (end_col > text_end + 2) end_col = text_end + 2;
  if (col == text_end + 1) end_col = col + 1;
  if (col - 1 == skip && end_col - 1 == len) return;
  fputs("    ", out);
  for (int i = skip + shift; i < col - 1; i++) fputc(line[i] == '\t' ? '\t' : ' ', out);
  for (int i = col; i < end_col; i++) fputc('^', out);
  fputc('\n', out);
}

/* CPython 3.11's carets with anchors: '~' under the operands and '^' under a binary
 * operator, or '~' under a subscripted value and '^' under its [index]. a0, a1 are
 * 1-based columns (see vm_anchor). */
static void print_anchored(FILE *out, const char *src, const TraceEntry *t, int a0, int a1) {
  int skip, len, shift;
  const char *line = frame_line(src, t->line, &skip, &len, &shift);
  int start = t->col - 1, end = t->end_col - 1; /* 0-based, end exclusive */
  if (end > len) end = len;
  int left = a0 - 1, right;
  if (a1 < 0) { /* the operator: the first non-blank between the operands, two characters
                   when the next one is no blank either (//, **, or '/(' as CPython marks it) */
    int op_end = -a1 - 1;
    if (op_end > end) op_end = end;
    while (left < op_end && (line[left] == ' ' || line[left] == '\t')) left++;
    right = left + 1;
    if (right < op_end && line[right] != ' ' && line[right] != '\t') right++;
  } else {
    right = a1 - 1;
  }
  if (left < start || right > end || left >= right) {
    print_plain(out, src, t->line, t->col, t->end_col);
    return;
  }
  fprintf(out, "    %.*s\n    ", len - skip, line + skip);
  for (int k = skip + shift; k < start; k++) fputc(' ', out);
  for (int k = start; k < end; k++) fputc(k >= left && k < right ? '^' : '~', out);
  fputc('\n', out);
}

static void print_entry(FILE *out, Vm *vm, const TraceEntry *t) {
  fprintf(out, "  File \"%s\", line %d, in %s\n", t->file, t->line, t->func);
  const char *src = source_text(vm, t->file);
  if (!src) return;
  int end = t->end_col;
  if (end == VM_TB_TO_LINE_END) { /* a span over several lines: carets to the end of the first */
    int len;
    const char *line = find_line(src, t->line, &len);
    while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t')) len--;
    end = len + 1;
  }
  if (t->anchor0 > 0) print_anchored(out, src, t, t->anchor0, t->anchor1);
  else print_plain(out, src, t->line, t->col, end);
}

/* The REPL's helper functions (`__weft_timeit__`, repl/magic.c) wrap the user's statement:
 * like CPython's importlib frames, theirs are left out: the traceback reads as the statement's. */
static bool hidden_frame(const TraceEntry *t) { return strncmp(t->func, "__weft_", 7) == 0; }

/* The traceback module's limit: a positive one keeps the first entries, a negative one the
 * last; VM_TB_ALL keeps them all. */
#define VM_TB_ALL INT64_MIN
static _Thread_local int64_t tb_limit = VM_TB_ALL;

static void apply_limit(const TraceEntry **trace, int *ntrace) {
  if (tb_limit == VM_TB_ALL) return;
  int64_t keep = tb_limit < 0 ? -tb_limit : tb_limit;
  if (keep >= *ntrace) return;
  if (tb_limit < 0) *trace += *ntrace - keep;
  *ntrace = (int)keep;
}

static void print_entries(FILE *out, Vm *vm, const TraceEntry *trace, int ntrace) {
  int repeats = 0;
  for (int k = 0; k < ntrace; k++) {
    if (hidden_frame(&trace[k])) continue;
    if (k > 0 && same_frame(&trace[k], &trace[k - 1])) {
      if (++repeats >= 3) continue;
    } else {
      if (repeats >= 3) fprintf(out, "  [Previous line repeated %d more times]\n", repeats - 2);
      repeats = 0;
    }
    print_entry(out, vm, &trace[k]);
  }
  if (repeats >= 3) fprintf(out, "  [Previous line repeated %d more times]\n", repeats - 2);
}

static void print_trace(FILE *out, Vm *vm, const TraceEntry *trace, int ntrace) {
  apply_limit(&trace, &ntrace);
  if (ntrace > 0) fprintf(out, "Traceback (most recent call last):\n");
  print_entries(out, vm, trace, ntrace);
}

typedef struct LineJob {
  Value exc, line;
} LineJob;

static void line_job(void *ud) {
  LineJob *job = ud;
  job->line = rt_exc_line(job->exc);
}

/* An AttributeError that knows its `name` and `obj` (what a failed attribute lookup sets):
 * the closest name dir(obj) has (malloc'd), or NULL. */
static char *attribute_hint(Value exc) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  if (rt_exc_kind_is(RT_AS(ExcObj, exc)->kind, RT_EXC_NameError)) { /* found when raised */
    for (int k = 0; k < n; k++) {
      if (strcmp(attrs[k].name, VM_NAME_HINT_ATTR) == 0 && rt_is_str(attrs[k].value)) {
        return rt_strdup(rt_str_data(attrs[k].value));
      }
    }
    return NULL;
  }
  if (!rt_exc_kind_is(RT_AS(ExcObj, exc)->kind, RT_EXC_AttributeError)) return NULL;
  Value name = rt_undef(), obj = rt_undef();
  for (int k = 0; k < n; k++) {
    if (strcmp(attrs[k].name, "name") == 0) name = attrs[k].value;
    if (strcmp(attrs[k].name, "obj") == 0) obj = attrs[k].value;
  }
  if (!rt_is_str(name) || rt_is_undef(obj)) return NULL;
  return vm_suggest_attr(obj, rt_str_data(name));
}

/* The notes add_note gave the exception, a line each after its own line (a list of str). */
static void print_notes(FILE *out, Value exc) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  for (int k = 0; k < n; k++) {
    if (strcmp(attrs[k].name, "__notes__") != 0 || !rt_is_list(attrs[k].value)) continue;
    List *notes = RT_AS(List, attrs[k].value);
    for (int64_t j = 0; j < notes->n; j++) {
      if (rt_is_str(notes->items[j])) fprintf(out, "%s\n", rt_str_data(notes->items[j]));
    }
  }
}

/* "ValueError: message" for an exception object (its str() may fail: CPython says so). */
static Value exc_attr(Value exc, const char *name) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  for (int k = 0; k < n; k++)
    if (strcmp(attrs[k].name, name) == 0) return attrs[k].value;
  return rt_undef();
}

/* CPython's print_error_text: the SyntaxError's text (the line holding offset, stripped of its
 * indentation) and carets from offset (1-based) to end_offset, one at least. */
static void print_error_text(FILE *out, const char *text, int64_t offset, int64_t end) {
  int64_t reps = end > 0 && end > offset ? end - offset : 1;
  offset--;
  while (*text == ' ' || *text == '\t' || *text == '\f') text++, offset--;
  for (const char *nl; (nl = strchr(text, '\n')) && nl - text < offset && nl[1];) {
    offset -= nl - text + 1;
    text = nl + 1;
  }
  int64_t len = (int64_t)strcspn(text, "\n");
  if (offset > len) offset = len;
  fprintf(out, "    %.*s\n", (int)len, text);
  if (offset < 0) return;
  if (reps > len - offset) reps = len - offset;
  if (reps < 1) reps = 1;
  fprintf(out, "    %*s", (int)offset, "");
  for (int64_t k = 0; k < reps; k++) fputc('^', out);
  fputc('\n', out);
}

/* A SyntaxError raised while the program ran (exec's, compile()'s): where it is, as CPython's
 * print_exception shows it before its line. */
static void print_syntax_place(FILE *out, Value exc) {
  if (!rt_is_exception(exc) || !rt_exc_kind_is(RT_AS(ExcObj, exc)->kind, RT_EXC_SyntaxError)) return;
  Value line = exc_attr(exc, "lineno"), file = exc_attr(exc, "filename");
  if (line.tag != RT_INT) return;
  fprintf(out, "  File \"%s\", line %lld\n", rt_is_str(file) ? rt_str_data(file) : "<string>", (long long)line.as.i);
  Value text = exc_attr(exc, "text"), offset = exc_attr(exc, "offset"), end = exc_attr(exc, "end_offset");
  if (!rt_is_str(text)) return;
  print_error_text(out, rt_str_data(text), offset.tag == RT_INT ? offset.as.i : 0, end.tag == RT_INT ? end.as.i : -1);
}

static void print_object_line(FILE *out, Value exc) {
  print_syntax_place(out, exc);
  LineJob job = {exc, rt_undef()};
  if (rt_pcall(line_job, &job)) {
    rt_error_clear();
    fprintf(out, "%s: <exception str() failed>\n", rt_exc_class_display(rt_exc_class_of(exc)));
    return;
  }
  char *hint = attribute_hint(exc);
  if (hint) fprintf(out, "%s. Did you mean: '%s'?\n", rt_str_data(job.line), hint);
  else fprintf(out, "%s\n", rt_str_data(job.line));
  free(hint);
  rt_decref(job.line);
  print_notes(out, exc);
}

#define MAX_CHAIN 64
#define MAX_GROUP_WIDTH 15

/* ---- exception groups: their parts inside margins ---- */

/* text written line by line inside the margin of group depth `depth` (0: as it is): two
 * spaces a level, then "| " ("+ " on the first line when plus_first) */
static void emit_text(FILE *out, const char *text, size_t len, int depth, bool plus_first) {
  if (depth == 0) {
    fwrite(text, 1, len, out);
    return;
  }
  const char *p = text, *end = text + len;
  for (bool first = true; p < end; first = false) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    fprintf(out, "%*s%s%.*s\n", 2 * depth, "", first && plus_first ? "+ " : "| ", (int)n, p);
    p = nl ? nl + 1 : end;
  }
}

typedef struct MemOut {
  char *buf;
  size_t len;
  FILE *f;
} MemOut;

static FILE *mem_open(MemOut *m) {
  m->buf = NULL, m->len = 0;
  m->f = open_memstream(&m->buf, &m->len);
  return m->f;
}

static void mem_emit(MemOut *m, FILE *out, int depth, bool plus_first) {
  fclose(m->f);
  emit_text(out, m->buf ? m->buf : "", m->len, depth, plus_first);
  free(m->buf);
}

static void print_chain(FILE *out, Vm *vm, Value exc, const TraceEntry *trace, int ntrace, Obj **seen, int *nseen,
                        bool chain, int depth);

/* A group: its own traceback (headed "Exception Group Traceback") and line inside the margin
 * of depth c, then each sub-exception, numbered, one level deeper (the first 15) */
static void print_group(FILE *out, Vm *vm, Value exc, const TraceEntry *trace, int ntrace, Obj **seen, int *nseen,
                        int c, bool top) {
  MemOut m;
  FILE *f = mem_open(&m);
  if (!f) return;
  apply_limit(&trace, &ntrace);
  if (ntrace > 0) fprintf(f, "Exception Group Traceback (most recent call last):\n");
  print_entries(f, vm, trace, ntrace);
  print_object_line(f, exc);
  mem_emit(&m, out, c, top && ntrace > 0);
  Value items = rt_exc_group_items(exc);
  int64_t n = rt_is_undef(items) ? 0 : RT_AS(Tuple, items)->n;
  for (int64_t k = 0; k < n && k <= MAX_GROUP_WIDTH; k++) {
    if (k == 0) fprintf(out, "%*s+-+---------------- 1 ----------------\n", 2 * c, "");
    else if (k < MAX_GROUP_WIDTH) fprintf(out, "%*s+---------------- %lld ----------------\n", 2 * (c + 1), "", (long long)k + 1);
    if (k == MAX_GROUP_WIDTH) {
      fprintf(out, "%*s+---------------- ... ----------------\n", 2 * (c + 1), "");
      char more[64];
      int len = snprintf(more, sizeof more, "and %lld more exception%s\n", (long long)(n - k), n - k == 1 ? "" : "s");
      emit_text(out, more, (size_t)len, c + 1, false);
      break;
    }
    Value sub = RT_AS(Tuple, items)->items[k];
    ExcObj *e = RT_AS(ExcObj, sub);
    print_chain(out, vm, sub, e->tb, e->ntb, seen, nseen, true, c + 1);
  }
  /* a last sub-exception that is a group closed the margin itself */
  bool closed = n > 0 && n <= MAX_GROUP_WIDTH && rt_exc_is_group(RT_AS(Tuple, items)->items[n - 1]);
  if (n > 0 && !closed) fprintf(out, "%*s+------------------------------------\n", 2 * (c + 1), "");
}

/* CPython's print_exception_recursive: the cause (or, unless suppressed, the context) first,
 * each exception once. `trace` is the traceback to print for exc itself; depth is the group
 * nesting it is printed at (0: not inside a group). */
static void print_chain(FILE *out, Vm *vm, Value exc, const TraceEntry *trace, int ntrace, Obj **seen, int *nseen,
                        bool chain, int depth) {
  if (*nseen < MAX_CHAIN) seen[(*nseen)++] = exc.as.o;
  ExcObj *e = RT_AS(ExcObj, exc);
  Value next = rt_undef();
  const char *msg = NULL;
  if (rt_is_exception(e->cause)) {
    next = e->cause;
    msg = "The above exception was the direct cause of the following exception:";
  } else if (rt_is_exception(e->context) && !e->suppress_context) {
    next = e->context;
    msg = "During handling of the above exception, another exception occurred:";
  }
  bool was_seen = false;
  for (int k = 0; k < *nseen && !rt_is_undef(next); k++) was_seen = was_seen || seen[k] == next.as.o;
  if (chain && !rt_is_undef(next) && !was_seen && *nseen < MAX_CHAIN) {
    ExcObj *n = RT_AS(ExcObj, next);
    print_chain(out, vm, next, n->tb, n->ntb, seen, nseen, chain, depth);
    char text[128];
    int len = snprintf(text, sizeof text, "\n%s\n\n", msg);
    emit_text(out, text, (size_t)len, depth, false);
  }
  if (rt_exc_is_group(exc)) {
    print_group(out, vm, exc, trace, ntrace, seen, nseen, depth == 0 ? 1 : depth, depth == 0);
  } else if (depth == 0) {
    print_trace(out, vm, trace, ntrace);
    print_object_line(out, exc);
  } else {
    MemOut m;
    if (!mem_open(&m)) return;
    print_trace(m.f, vm, trace, ntrace);
    print_object_line(m.f, exc);
    mem_emit(&m, out, depth, false);
  }
}

void vm_print_exception(Vm *vm, const Exception *exc, FILE *out) { vm_print_exception_from(vm, exc, 0, out); }

void vm_print_exception_skip(const Exception *exc, int skip, FILE *out) {
  vm_print_exception_from(vm_current, exc, skip, out);
}

void vm_print_exception_from(Vm *vm, const Exception *exc, int skip, FILE *out) {
  if (skip > exc->ntrace) skip = exc->ntrace;
  /* An exception raised before any frame ran (a green thread's start) has no trace array. */
  const TraceEntry *trace = exc->trace ? exc->trace + skip : NULL;
  rt_stdout_flush();
  fflush(stdout);
  if (exc->value) {
    Obj *seen[MAX_CHAIN];
    int nseen = 0;
    print_chain(out, vm, rt_obj(exc->value), trace, exc->ntrace - skip, seen, &nseen, true, 0);
  } else {
    print_trace(out, vm, trace, exc->ntrace - skip);
    const char *name = rt_exc_names[exc->kind];
    if (exc->message && exc->message[0]) fprintf(out, "%s: %s\n", name, exc->message);
    else fprintf(out, "%s\n", name);
  }
  fflush(out);
}

/* The traceback module's printing (py.h's PyExcPrinter): an exception object with the
 * traceback it carries, as an uncaught one is printed. */
static void print_exc_value(Value exc, PyTbMode mode, int64_t limit, FILE *out) {
  Vm *vm = vm_current;
  tb_limit = limit;
  tb_module_style = true;
  ExcObj *e = RT_AS(ExcObj, exc);
  if (mode == PY_TB_ENTRIES) {
    const TraceEntry *trace = e->tb;
    int ntrace = e->ntb;
    apply_limit(&trace, &ntrace);
    print_entries(out, vm, trace, ntrace);
  } else {
    Obj *seen[MAX_CHAIN];
    int nseen = 0;
    print_chain(out, vm, exc, e->tb, e->ntb, seen, &nseen, mode == PY_TB_CHAIN, 0);
  }
  tb_limit = VM_TB_ALL;
  tb_module_style = false;
}

static Value handled_exc(void) { return vm_current ? vm_current->handled : rt_none(); }

/* rt_print_exception_as_module's printer: the uncaught-exception format, with the traceback
 * module's handling of trailing blanks. */
static void print_as_module(const Exception *exc, int skip, FILE *out) {
  tb_module_style = true;
  vm_print_exception_from(vm_current, exc, skip, out);
  tb_module_style = false;
}

void vm_traceback_module_init(void) {
  py_set_exc_hooks(handled_exc, print_exc_value);
  rt_set_module_exception_printer(print_as_module);
}
