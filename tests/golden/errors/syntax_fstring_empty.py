print(f"{}")
# expect error: SyntaxError: f-string: empty expression not allowed
