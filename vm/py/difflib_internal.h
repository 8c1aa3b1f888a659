/* difflib_internal.h — SequenceMatcher's core (difflib.c), shared with ndiff's Differ
 * (difflib_ndiff.c). */
#ifndef WEFT_PY_DIFFLIB_INTERNAL_H
#define WEFT_PY_DIFFLIB_INTERNAL_H

#include "../obj/value.h"

/* Two sequences as element ids, with b's junk marks and its positions per id. */
typedef struct DiffSeqs {
  int64_t la, lb, nids;
  int64_t *a, *b;          /* ids */
  bool *junk;              /* by id */
  int64_t *start, *b2j;    /* b2j[start[id] .. start[id + 1]): b's positions of id, ascending */
  int64_t *val[2], *stamp[2], tick; /* find_longest_match's row lengths (see there) */
  int64_t *full_bcount;    /* quick_ratio's counts, made when first asked */
  Value seq[2];            /* a and b (borrowed): find_longest_match's out-of-range indexes */
} DiffSeqs;

typedef struct DiffMatch {
  int64_t a, b, size;
} DiffMatch;

enum { DIFF_REPLACE, DIFF_DELETE, DIFF_INSERT, DIFF_EQUAL };
typedef struct DiffOp {
  int tag;
  int64_t i1, i2, j1, j2;
} DiffOp;
extern const char *const py_diff_tags[];

/* s starts zeroed, with push (the cleanup that frees it if an error unwinds) registered
 * before init; isjunk is None or a callable. */
void py_diff_seqs_init(DiffSeqs *s, Value a, Value b, Value isjunk, bool autojunk);
int py_diff_seqs_push(DiffSeqs *s);
DiffMatch py_diff_longest(DiffSeqs *s, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi);
/* get_matching_blocks and get_opcodes: malloc'd arrays (the caller frees), their lengths. */
int64_t py_diff_blocks(DiffSeqs *s, DiffMatch **out);
int64_t py_diff_opcodes(DiffSeqs *s, DiffOp **out);
double py_diff_ratio(DiffSeqs *s);

void py_difflib_ndiff_init(Value m);

#endif
