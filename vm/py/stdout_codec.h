/* stdout_codec.h — the encoding sys.stdout.reconfigure(encoding=, errors=) gives the text
 * written to standard output (file.c): print(), input()'s prompt and sys.stdout.write go
 * through py_stdout_text, which encodes it when that encoding is not UTF-8. */
#ifndef WEFT_PY_STDOUT_CODEC_H
#define WEFT_PY_STDOUT_CODEC_H

#include <stdbool.h>
#include <stddef.h>

/* Has reconfigure() given stdout another encoding or error handler than UTF-8's strict? */
bool py_stdout_coded(void);
/* Write UTF-8 text s[0..n) to stdout in its encoding (UnicodeEncodeError as CPython's). */
void py_stdout_text(const char *s, size_t n);

#endif
