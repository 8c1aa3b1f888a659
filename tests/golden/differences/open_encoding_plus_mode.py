# no-cross-check: Weft decodes a file of another encoding than UTF-8 whole on its first read, so it refuses such a file open for reading and writing (docs/language.md)
open("/tmp/weft_golden_open_encoding_plus_mode.txt", "w+", encoding="latin-1")
# expect runtime error: ValueError: encoding 'latin-1' is not supported in Weft for a file open for reading and writing
