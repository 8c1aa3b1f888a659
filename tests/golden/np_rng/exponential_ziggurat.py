# standard_exponential/exponential: the exponential ziggurat; method='inv' inverts the CDF.
import numpy as np
rng = np.random.default_rng(8)
print(rng.standard_exponential(5).tolist())
print(rng.standard_exponential(3, dtype=np.float32).tolist())
print(rng.exponential(2.5, size=3).tolist())
print(rng.standard_exponential(2, method='inv').tolist())
x = rng.standard_exponential(100000)
print(float(x.sum()))

# expect: [0.5380124255411626, 1.446976322528886, 0.5165558530178976, 3.1341713841794467, 0.7890814579207053]
# expect: [0.12490887194871902, 0.24663162231445312, 1.922935128211975]
# expect: [0.17701723297263172, 0.06782418559880321, 1.3682273578342405]
# expect: [0.27621756851726653, 0.29725474267655716]
# expect: 99922.29848254382
