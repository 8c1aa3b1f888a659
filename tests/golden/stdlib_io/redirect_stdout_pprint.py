# pprint.pprint without a stream writes to sys.stdout as it is, so redirect_stdout catches it.
import io, pprint
from contextlib import redirect_stdout
buf = io.StringIO()
with redirect_stdout(buf):
    pprint.pprint({"b": [1, 2], "a": "x"})
    print("and print")
print(repr(buf.getvalue()))

# expect: "{'a': 'x', 'b': [1, 2]}\nand print\n"
