try:
    pass
except* ValueError:
    pass
# expect error: SyntaxError: exception groups (except*) are not supported in Weft
