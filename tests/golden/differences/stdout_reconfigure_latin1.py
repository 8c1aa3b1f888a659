# no-cross-check: print() writes Weft's UTF-8 stdout; sys.stdout.reconfigure(encoding=) refuses other encodings (docs/language.md)
import sys
try:
    sys.stdout.reconfigure(encoding="latin-1")
except ValueError as e:
    print(e)
# expect: encoding 'latin-1' is not supported in Weft (the standard streams are UTF-8)
