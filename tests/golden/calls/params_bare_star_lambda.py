f = lambda *: 0
# expect error: params_bare_star_lambda.py:1:12: error: named arguments must follow bare *
