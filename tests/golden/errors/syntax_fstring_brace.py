x = 1
print(f"value: {x")
# expect error: SyntaxError: f-string: expecting '}'
