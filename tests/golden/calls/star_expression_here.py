x = *[1, 2]
# expect error: star_expression_here.py:1:5: error: can't use starred expression here
