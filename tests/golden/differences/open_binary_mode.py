# no-cross-check: Weft's text files are UTF-8; other encodings are refused (docs/language.md)
open("/tmp/weft_golden_open_binary_mode.txt", "w", encoding="latin-1")
# expect runtime error: ValueError: encoding 'latin-1' is not supported in Weft (files are UTF-8)
