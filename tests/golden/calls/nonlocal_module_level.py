nonlocal x
# expect error: SyntaxError: nonlocal declaration not allowed at module level
