# no-cross-check: Weft's files are UTF-8 text files; binary modes are refused (docs/language.md)
try:
    open("/tmp/weft_golden_open_binary_mode.bin", "wb")
except ValueError as e:
    print(e)
open("/tmp/weft_golden_open_binary_mode.txt", "w", encoding="latin-1")
# expect: binary mode ('b') is not supported in Weft
# expect runtime error: ValueError: encoding 'latin-1' is not supported in Weft (files are UTF-8)
