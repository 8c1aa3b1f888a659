# except* needs exception types.
try:
    pass
except*:
    pass
# expect error: SyntaxError: expected one or more exception types
