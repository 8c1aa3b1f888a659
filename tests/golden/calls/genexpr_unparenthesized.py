print(x for x in range(3), 1)
# expect error: genexpr_unparenthesized.py:1:7: error: Generator expression must be parenthesized
