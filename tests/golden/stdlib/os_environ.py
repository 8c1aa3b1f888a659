# os.environ is a str-to-str mapping; getenv reads it, assignments and del change it.
import os
print("PATH" in os.environ, os.environ.get("WEFT_NO_SUCH_VAR"), os.getenv("WEFT_NO_SUCH_VAR", "dflt"))
os.environ["WEFT_STDLIB_T"] = "1"
print(os.environ["WEFT_STDLIB_T"], os.getenv("WEFT_STDLIB_T"), "WEFT_STDLIB_T" in os.environ)
del os.environ["WEFT_STDLIB_T"]
print(os.getenv("WEFT_STDLIB_T"), os.environ.get("WEFT_STDLIB_T", "gone"))
print(isinstance(os.environ.get("PATH"), str), len(os.environ) > 0)

# expect: True None dflt
# expect: 1 1 True
# expect: None gone
# expect: True True
