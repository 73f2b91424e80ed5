#!/usr/bin/perl
# Reads a TAP file with TAP::Parser and prints what it understood (see README.md).
use strict;
use warnings;
use TAP::Parser;

sub escape {
    my $text = shift;
    return '' unless defined $text;
    $text =~ s/\\/\\\\/g;
    $text =~ s/\n/\\n/g;
    $text =~ s/\t/\\t/g;
    return $text;
}

open my $file, '<:raw', $ARGV[0] or die "cannot read $ARGV[0]: $!";
my $tap = do { local $/; <$file> };
my $parser = TAP::Parser->new({ tap => $tap });
while (my $result = $parser->next) {
    if ($result->is_plan) {
        print "plan\t", $result->plan, "\n";
    } elsif ($result->is_test) {
        print "test\t", $result->number, "\t", ($result->is_ok ? 'ok' : 'not ok'), "\t", escape($result->description), "\n";
    } elsif ($result->is_yaml) {
        my $data = $result->data;
        print "yaml\t$_\t", escape($data->{$_}), "\n" for sort keys %$data;
    } elsif ($result->is_bailout) {
        print "bailout\t", escape($result->explanation), "\n";
    }
}
print "counts\tplanned=", ($parser->tests_planned // 0), " run=", scalar($parser->tests_run),
    " passed=", scalar($parser->passed), " failed=", scalar($parser->failed), "\n";
print "parse_error\t", escape($_), "\n" for $parser->parse_errors;
