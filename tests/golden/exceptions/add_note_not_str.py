# add_note takes a str only.
e = RuntimeError("x")
print(hasattr(e, "__notes__"))
e.add_note(42)

# expect: False
# expect runtime error: TypeError: note must be a str, not 'int'
