try:
    pass
except* ValueError:
    pass
# expect error: except_star.py:3:7: error: exception groups (except*) are not supported in Weft
