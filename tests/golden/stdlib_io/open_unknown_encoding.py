# an encoding no codec has is refused when the file opens
open("/tmp/weft_golden_open_unknown_encoding.txt", "w", encoding="bogus")
# expect runtime error: LookupError: unknown encoding: bogus
