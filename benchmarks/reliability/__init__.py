"""Reliability runs: leaks on the wire, fuzzing, faults and load.

`python -m benchmarks.reliability` runs them at length and prints each figure.
"""
