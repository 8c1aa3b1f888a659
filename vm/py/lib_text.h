/* lib_text.h — the library modules Weft writes in Python rather than C: their text, which the
 * importer of .py modules (vm/host/user_module.c) runs as it runs a program's helper.py when no
 * file on sys.path has the name. configparser is one: string handling over dicts, shorter and
 * clearer as Python than as C; zoneinfo another: a tzinfo subclass
 * reading TZif files with struct and bisect. */
#ifndef WEFT_PY_LIB_TEXT_H
#define WEFT_PY_LIB_TEXT_H

/* The text of the library module `name` and, in *file, the name its frames and __file__ show
 * ("<frozen configparser>"); NULL when Weft has no such module written in Python. */
const char *py_lib_text(const char *name, const char **file);

extern const char py_configparser_source[]; /* configparser_src.c */
extern const char py_zoneinfo_source[];     /* zoneinfo_src.c */

#endif
