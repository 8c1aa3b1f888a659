# sys.float_info describes the double: max, min, epsilon, dig, mant_dig, ...
import sys
f = sys.float_info
print(f.max, f.min, f.epsilon, f.dig, f.mant_dig, f.max_exp, f.min_exp, f.radix)
print(1.0 + f.epsilon > 1.0, 1.0 + f.epsilon / 2 == 1.0, f.max * 2)
print(f)

# expect: 1.7976931348623157e+308 2.2250738585072014e-308 2.220446049250313e-16 15 53 1024 -1021 2
# expect: True True inf
# expect: sys.float_info(max=1.7976931348623157e+308, max_exp=1024, max_10_exp=308, min=2.2250738585072014e-308, min_exp=-1021, min_10_exp=-307, dig=15, mant_dig=53, epsilon=2.220446049250313e-16, radix=2, rounds=1)
