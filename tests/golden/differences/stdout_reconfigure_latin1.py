# no-cross-check: Weft's text streams are UTF-8; sys.stdout.reconfigure(encoding=) refuses other encodings as open() does (docs/language.md)
import sys
try:
    sys.stdout.reconfigure(encoding="latin-1")
except ValueError as e:
    print(e)
# expect: encoding 'latin-1' is not supported in Weft (files are UTF-8)
